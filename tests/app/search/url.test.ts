import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/contract";
import { fieldsOf, takes } from "../../../src/app/features/search/operations";
import { buildBody, checkBody, detailByField } from "../../../src/app/features/search/request";
import { initialState, withValues } from "../../../src/app/features/search/state";
import { decodeSearchState, encodeSearchState } from "../../../src/app/features/search/url";

describe("search URL state", () => {
  it("leaves an untouched form out of the URL", () => {
    expect(encodeSearchState(initialState())).toBe("");
  });

  it("round-trips every kind of field: text, lists, numbers as typed, enums, booleans, the operation", () => {
    const state = withValues(
      { ...initialState(), op: "rich" },
      {
        question: "Who bought whom? & why",
        expansions: ["acquisition", "merger, takeover"],
        must_exclude: ["rumour"],
        n_results: "25",
        min_similarity: "0.3",
        country: "France",
        iab_tier_1: "Business and Finance",
        deduplicate: true,
        enrich_history: true,
        sql_filter: "SELECT loc FROM engine WHERE netloc IN ('a.example', 'www.a.example')",
      },
    );
    const search = encodeSearchState(state);
    expect(new URLSearchParams(search).getAll("expansions")).toEqual(["acquisition", "merger, takeover"]);
    expect(decodeSearchState(search)).toEqual(state);
  });

  it("keeps a number out of bounds as typed, so the form can point at it", () => {
    const state = decodeSearchState("?n_results=500");
    expect(state.values.n_results).toBe("500");
    const body = buildBody(state);
    expect(body.n_results).toBe(500);
    const errors = detailByField(checkBody(state.op, body));
    expect(errors.get("n_results")?.[0]?.type).toBe("less_than_equal");
  });

  it("ignores an unknown operation and unknown parameters", () => {
    const state = decodeSearchState("?op=nonsense&colour=blue&question=x");
    expect(state.op).toBe("fast");
    expect(state.values.question).toBe("x");
    expect(state.values).not.toHaveProperty("colour");
  });
});

describe("operations and their fields, from the contract", () => {
  it("reads bounds from the schemas", () => {
    expect(fieldsOf("fast").n_results).toMatchObject({ kind: "integer", minimum: LIMITS.nResults.min, maximum: LIMITS.nResults.max });
    expect(fieldsOf("bulk").n_results?.maximum).toBe(LIMITS.bulkNResults.max);
    expect(fieldsOf("fast").companies).toMatchObject({ kind: "list", maxItems: LIMITS.companies.maxItems });
    expect(fieldsOf("fast").question).toMatchObject({ kind: "text", maxLength: LIMITS.question.maxLength });
    expect(fieldsOf("time").frequency?.pattern).toBeTruthy();
    expect(fieldsOf("agent").prompt?.required).toBe(true);
  });

  it("shows only what an operation takes", () => {
    expect(takes("agent", "sql_filter")).toBe(false);
    expect(takes("fast", "enrich_profile")).toBe(false);
    expect(takes("rich", "enrich_profile")).toBe(true);
    expect(takes("time", "frequency")).toBe(true);
    expect(takes("bulk", "frequency")).toBe(false);
  });

  it("keeps shared fields when the operation changes and sends only the new operation's", () => {
    const fast = withValues(initialState("fast"), { question: "q", n_results: "20", country: "Chile" });
    const agent = { ...fast, op: "agent" as const };
    expect(buildBody(agent)).toEqual({ n_results: 20 });
    expect(buildBody({ ...agent, op: "bulk" })).toEqual({ question: "q", n_results: 20, country: "Chile" });
  });
});

describe("checks before sending", () => {
  it("reports an sql_filter the service's grammar refuses, with its position", () => {
    const body = buildBody(withValues(initialState(), { sql_filter: "SELECT loc FROM engine WHERE colour = 'red'" }));
    const [item] = checkBody("fast", body);
    expect(item?.loc).toEqual(["body", "sql_filter"]);
    expect(item?.ctx?.position).toBe(29);
  });

  it("pins list items and missing required fields", () => {
    const detail = checkBody("time", buildBody(withValues(initialState("time"), { expansions: ["ok", ""] })));
    const byField = detailByField(detail);
    expect(byField.get("expansions")?.[0]?.loc).toEqual(["body", "expansions", 1]);
    expect(byField.get("start")?.[0]?.type).toBe("missing");
    expect(byField.get("frequency")?.[0]?.type).toBe("missing");
  });
});
