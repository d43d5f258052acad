import { describe, expect, it } from "vitest";
import {
  AGENTS,
  ALGORITHMS,
  BRAND_SAFETY,
  CONTINENTS,
  COUNTRY_NAMES,
  ERROR_CODES,
  FEED_ALGORITHMS,
  fastSearchRequestSchema,
  IAB_TIER_1,
  IAB_TIER_2,
  LIMITS,
} from "../../src/contract";
import { readShared, SHARED_ABSENT_REASON, SHARED_PRESENT } from "../helpers/shared";

// These tests read interface.md itself, so the contract cannot drift from the
// document: a changed enum value, bound, default or error code fails here.
const doc = SHARED_PRESENT ? readShared("spec/interface.md") : "";

function tableAfter(heading: string): string[][] {
  const start = doc.indexOf(heading);
  const lines = doc.slice(start).split("\n").slice(1);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines) {
    if (line.startsWith("|")) {
      inTable = true;
      rows.push(line.split("|").slice(1, -1).map((cell) => cell.trim()));
    } else if (inTable) break;
  }
  return rows.slice(1); // the separator (the heading line itself is skipped above)
}

function enumLine(name: string): string[] {
  const match = new RegExp(`^${name}: (.*)$`, "m").exec(doc);
  if (!match) throw new Error(`no enumeration ${name} in interface.md`);
  return match[1]!.split(" | ").map((v) => v.replace(/ \(the only value\)$/, "").trim());
}

describe.skipIf(!SHARED_PRESENT)(`the contract matches interface.md (${SHARED_PRESENT ? "../shared/spec" : SHARED_ABSENT_REASON})`, () => {
  it.each([
    ["Algorithms", ALGORITHMS],
    ["Agents", AGENTS],
    ["FeedAlgorithms", FEED_ALGORITHMS],
    ["BrandSafety", BRAND_SAFETY],
    ["Continent", CONTINENTS],
    ["CountryName", COUNTRY_NAMES],
    ["IabTier1", IAB_TIER_1],
    ["IabTier2", IAB_TIER_2],
  ] as const)("enumeration %s is the document's list, in order", (name, values) => {
    expect([...values]).toEqual(enumLine(name));
  });

  it("has every row of the error-code table with its status and route", () => {
    const rows = tableAfter("| Code | HTTP status | Route | Condition |").map(([code, status, route]) => ({ code, status: Number(status), route }));
    expect(rows.length).toBe(19);
    expect(ERROR_CODES.map(({ code, status, route }) => ({ code, status, route }))).toEqual(rows);
  });

  describe("fast search request fields", () => {
    const rows = tableAfter("| Field | Type | Bounds | Default | Meaning |");
    const shape = fastSearchRequestSchema.shape as Record<string, unknown>;
    const defaults = fastSearchRequestSchema.parse({}) as Record<string, unknown>;

    it("lists the same 28 fields as the schema", () => {
      expect(rows.map((r) => r[0]).sort()).toEqual(Object.keys(shape).sort());
      expect(rows.length).toBe(28);
    });

    it.each(rows.map((r) => [r[0]!, r] as const))("%s has the bounds and default of the document", (field, row) => {
      const [, type, bounds, def] = row as string[];
      const accepts = (value: unknown) => fastSearchRequestSchema.safeParse({ [field]: value }).success;

      const range = /^(?:length )?(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)( items)?$/.exec(bounds!);
      if (range) {
        const [lo, hi] = [Number(range[1]), Number(range[2])];
        if (bounds!.startsWith("length")) {
          expect(accepts("x".repeat(lo)) && accepts("x".repeat(hi))).toBe(true);
          expect(accepts("x".repeat(hi + 1))).toBe(false);
          if (lo > 0) expect(accepts("x".repeat(lo - 1))).toBe(false);
        } else if (range[3]) {
          const item = field === "expansions" ? "a rephrasing" : "x";
          expect(accepts(Array(hi).fill(item))).toBe(true);
          expect(accepts(Array(hi + 1).fill(item))).toBe(false);
        } else if (type === "integer") {
          expect(accepts(lo) && accepts(hi)).toBe(true);
          expect(accepts(lo - 1) || accepts(hi + 1)).toBe(false);
        } else {
          expect(accepts(lo) && accepts(hi)).toBe(true);
          expect(accepts(lo - 0.001) || accepts(hi + 0.001)).toBe(false);
        }
      }
      if (bounds === "`everything` or `this-week`") {
        expect(accepts("everything") && accepts("this-week")).toBe(true);
        expect(accepts("last-week")).toBe(false);
      }
      if (type!.endsWith(", nullable")) expect(accepts(null)).toBe(true);
      if (type === "boolean") expect(accepts(true) && !accepts("true")).toBe(true);

      const literal = /^`(.*)`$/.exec(def!)?.[1] ?? def!;
      if (def === "[]") expect(defaults[field]).toEqual([]);
      else if (/^\d+(\.\d+)?$/.test(literal)) expect(defaults[field]).toBe(Number(literal));
      else if (literal === "false") expect(defaults[field]).toBe(false);
      else if (def!.startsWith("`")) expect(defaults[field]).toBe(literal);
      else if (def === "none stated") expect(defaults[field] ?? null).toBeNull();
      else expect(typeof defaults[field]).toBe("string"); // the built-in sample question
    });
  });

  it("has every row of the Limits table in LIMITS", () => {
    const rows = tableAfter("| Limit | Value | Applies to |");
    const byName = (limit: string, applies: string) => rows.find((r) => r[0] === limit && r[2] === applies)?.[1];
    expect(byName("n_results", "fast search")).toBe(`${LIMITS.nResults.min} to ${LIMITS.nResults.max}, default ${LIMITS.nResults.default}`);
    expect(byName("n_probes", "fast search")).toBe(`${LIMITS.nProbes.min} to ${LIMITS.nProbes.max}, default ${LIMITS.nProbes.default}`);
    expect(byName("n_contextify", "fast search")).toBe(`${LIMITS.nContextify.min} to ${LIMITS.nContextify.max}, default ${LIMITS.nContextify.default}`);
    expect(byName("expansions", "fast search")).toBe(`at most ${LIMITS.expansions.maxItems} items`);
    expect(byName("must_include, must_exclude", "fast search")).toBe(`at most ${LIMITS.mustInclude.maxItems} items each`);
    expect(LIMITS.mustExclude.maxItems).toBe(LIMITS.mustInclude.maxItems);
    expect(byName("companies", "fast search")).toBe(`at most ${LIMITS.companies.maxItems} items`);
    expect(byName("instruction, question length", "fast search")).toBe(`${LIMITS.question.minLength} to ${LIMITS.question.maxLength} characters`);
    expect(byName("min_similarity", "fast search")).toBe(`${LIMITS.minSimilarity.min} to ${LIMITS.minSimilarity.max}, default ${LIMITS.minSimilarity.default}`);
    expect(byName("Results per bulk search", "bulk search")).toBe(`up to ${LIMITS.bulkNResults.max.toLocaleString("en-US")}`);
    expect(byName("Buckets per request", "time search")).toBe(`at most ${LIMITS.timeBuckets.max}`);
    expect(byName("Total requested results", "time search")).toBe(`at most ${LIMITS.timeTotalResults.max.toLocaleString("en-US")}`);
    expect(byName("Bulk search duration", "bulk search")).toBe(`${LIMITS.bulkDurationSeconds.min} to ${LIMITS.bulkDurationSeconds.max} seconds`);
    expect(byName("limit", "resolver")).toBe(`default ${LIMITS.resolverLimit.default}, maximum ${LIMITS.resolverLimit.max}`);
    expect(byName("limit", "relationship events")).toBe(`default ${LIMITS.relationshipLimit.default}, maximum ${LIMITS.relationshipLimit.max}`);
    expect(byName("Request duration", "relationship events")).toBe(`${LIMITS.relationshipRequestSeconds} seconds`);
    expect(rows.length).toBe(15);
  });
});
