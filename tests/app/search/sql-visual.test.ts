import { describe, expect, it } from "vitest";
import { formatSqlFilter, parseSqlFilter } from "../../../src/contract";
import { nodeToVisual, visualToNode, visualToSql, wwwVariant, type VisualFilter } from "../../../src/app/features/search/sql-visual";

function visualOf(sql: string) {
  const parsed = parseSqlFilter(sql);
  if (!parsed.ok) throw new Error(parsed.error);
  return nodeToVisual(parsed.where);
}

describe("sql_filter <-> visual editor", () => {
  const twoGroups: VisualFilter = {
    join: "or",
    groups: [
      {
        join: "and",
        conditions: [
          { kind: "netloc", negated: false, values: ["a.example", "www.a.example"] },
          { kind: "date", column: "published", from: "2023-01-01", to: "2024-06-30" },
        ],
      },
      {
        join: "and",
        conditions: [
          { kind: "language", negated: true, values: ["de-de"] },
          { kind: "count", column: "words", min: "40", max: "" },
          { kind: "certain", value: true },
          { kind: "company", value: "Harbor & Sons" },
        ],
      },
    ],
  };

  it("writes groups as text the service's grammar parses back to the same groups", () => {
    const sql = visualToSql(twoGroups);
    expect(sql).toBe(
      "SELECT loc FROM engine WHERE netloc IN ('a.example', 'www.a.example') AND published BETWEEN '2023-01-01' AND '2024-06-30' OR " +
        "language NOT IN ('de-de') AND words >= 40 AND certain = TRUE AND ARRAY_CONTAINS(companies, 'Harbor & Sons')",
    );
    expect(visualOf(sql)).toEqual({ ok: true, visual: twoGroups });
  });

  it("puts parentheses where AND groups are joined by OR the other way round", () => {
    const flipped: VisualFilter = { join: "and", groups: twoGroups.groups.map((g) => ({ ...g, join: "or" })) };
    const sql = visualToSql(flipped);
    expect(sql).toMatch(/WHERE \(netloc IN .*\) AND \(language NOT IN/);
    expect(visualOf(sql)).toEqual({ ok: true, visual: flipped });
  });

  it("reads the other spellings of representable conditions", () => {
    const result = visualOf("SELECT loc FROM engine WHERE netloc = 'x.example' AND NOT language IN ('fr-fr') AND chars > 99 AND visited <= '2024-01-01' AND certain != 1");
    expect(result).toEqual({
      ok: true,
      visual: {
        join: "and",
        groups: [
          {
            join: "and",
            conditions: [
              { kind: "netloc", negated: false, values: ["x.example"] },
              { kind: "language", negated: true, values: ["fr-fr"] },
              { kind: "count", column: "chars", min: "100", max: "" },
              { kind: "date", column: "visited", from: "", to: "2024-01-01" },
              { kind: "certain", value: false },
            ],
          },
        ],
      },
    });
  });

  it.each([
    ["SELECT loc FROM engine WHERE netloc LIKE '%.example'", "netloc LIKE '%.example': LIKE patterns have no visual form"],
    ["SELECT loc FROM engine WHERE url_hash = 'abc'", "url_hash = 'abc': the visual editor has no condition on the column url_hash"],
    ["SELECT loc FROM engine WHERE published > '2024-01-01'", "published > '2024-01-01': dates are shown as inclusive ranges; write >= or <= instead of >"],
    ["SELECT loc FROM engine WHERE a_missing IS NULL OR words > 3", null],
    ["SELECT loc FROM engine WHERE words > 3 OR (chars > 1 AND (snum = 1 OR stot = 2))", "snum = 1 OR stot = 2: groups can hold conditions only"],
  ])("says precisely why %s cannot be shown", (sql, reason) => {
    const parsed = parseSqlFilter(sql);
    if (reason === null) {
      expect(parsed.ok).toBe(false);
      return;
    }
    const result = parsed.ok ? nodeToVisual(parsed.where) : null;
    expect(result?.ok).toBe(false);
    expect(result && !result.ok && result.reason).toContain(reason);
  });

  it("leaves incomplete conditions out of the text and an empty editor selects everything", () => {
    expect(visualToNode({ join: "and", groups: [{ join: "and", conditions: [{ kind: "company", value: " " }] }] })).toBeNull();
    expect(visualToSql({ join: "and", groups: [] })).toBe(formatSqlFilter(null));
  });

  it("offers the www. twin of a site", () => {
    expect(wwwVariant("a.example")).toBe("www.a.example");
    expect(wwwVariant("www.a.example")).toBe("a.example");
  });
});
