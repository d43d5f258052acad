import { describe, expect, it } from "vitest";
import {
  agentSearchRequestSchema,
  bulkSearchRequestSchema,
  deleteSearchRequestSchema,
  fastSearchRequestSchema,
  getSearchesRequestSchema,
  LIMITS,
  richSearchRequestSchema,
  saveSearchRequestSchema,
  scrapeUrlRequestSchema,
  timeSearchRequestSchema,
  validate,
  type ValidationErrorItem,
} from "../../src/contract";
import type { z } from "zod";

function errorsOf(schema: z.ZodType, body: unknown): ValidationErrorItem[] {
  const result = validate(schema, body);
  return result.ok ? [] : result.detail;
}

function onlyError(schema: z.ZodType, body: unknown): ValidationErrorItem {
  const detail = errorsOf(schema, body);
  expect(detail, JSON.stringify(detail)).toHaveLength(1);
  return detail[0]!;
}

describe("numeric bounds of the fast search request, both sides of each edge", () => {
  const numeric = [
    ["n_results", LIMITS.nResults, true],
    ["n_probes", LIMITS.nProbes, true],
    ["n_contextify", LIMITS.nContextify, true],
    ["min_similarity", LIMITS.minSimilarity, false],
  ] as const;

  it.each(numeric)("%s accepts its min and max", (field, bounds) => {
    expect(errorsOf(fastSearchRequestSchema, { [field]: bounds.min })).toEqual([]);
    expect(errorsOf(fastSearchRequestSchema, { [field]: bounds.max })).toEqual([]);
  });

  it.each(numeric)("%s refuses below its min with greater_than_equal", (field, bounds, isInt) => {
    const below = isInt ? bounds.min - 1 : bounds.min - 0.01;
    const error = onlyError(fastSearchRequestSchema, { [field]: below });
    expect(error).toMatchObject({ loc: ["body", field], type: "greater_than_equal", input: below, ctx: { ge: bounds.min } });
    expect(error.msg).toBe(`Input should be greater than or equal to ${bounds.min}`);
  });

  it.each(numeric)("%s refuses above its max with less_than_equal", (field, bounds, isInt) => {
    const above = isInt ? bounds.max + 1 : bounds.max + 0.01;
    expect(onlyError(fastSearchRequestSchema, { [field]: above })).toMatchObject({ loc: ["body", field], type: "less_than_equal", ctx: { le: bounds.max } });
  });

  it("refuses a fractional n_results with int_from_float and a string with int_parsing", () => {
    expect(onlyError(fastSearchRequestSchema, { n_results: 10.5 }).type).toBe("int_from_float");
    expect(onlyError(fastSearchRequestSchema, { n_results: "10" }).type).toBe("int_parsing");
    expect(onlyError(fastSearchRequestSchema, { min_similarity: "high" }).type).toBe("float_parsing");
  });
});

describe("text and list bounds", () => {
  it.each(["question", "instruction"] as const)("%s: 1 and 500 characters pass, 0 and 501 do not", (field) => {
    expect(errorsOf(fastSearchRequestSchema, { [field]: "q" })).toEqual([]);
    expect(errorsOf(fastSearchRequestSchema, { [field]: "q".repeat(500) })).toEqual([]);
    expect(onlyError(fastSearchRequestSchema, { [field]: "" })).toMatchObject({ type: "string_too_short", ctx: { min_length: 1 }, msg: "String should have at least 1 character" });
    expect(onlyError(fastSearchRequestSchema, { [field]: "q".repeat(501) })).toMatchObject({ type: "string_too_long", ctx: { max_length: 500 }, msg: "String should have at most 500 characters" });
  });

  it.each([
    ["expansions", LIMITS.expansions.maxItems],
    ["must_include", LIMITS.mustInclude.maxItems],
    ["must_exclude", LIMITS.mustExclude.maxItems],
    ["companies", LIMITS.companies.maxItems],
  ] as const)("%s takes %i items and refuses one more with too_long", (field, max) => {
    expect(errorsOf(fastSearchRequestSchema, { [field]: Array(max).fill("acme") })).toEqual([]);
    const error = onlyError(fastSearchRequestSchema, { [field]: Array(max + 1).fill("acme") });
    expect(error).toMatchObject({ loc: ["body", field], type: "too_long", ctx: { field_type: "List", max_length: max, actual_length: max + 1 } });
    expect(error.msg).toBe(`List should have at most ${max} items after validation, not ${max + 1}`);
  });

  it("refuses a list given as a string with list_type and an item of the wrong type with string_type", () => {
    expect(onlyError(fastSearchRequestSchema, { must_include: "acme" }).type).toBe("list_type");
    expect(onlyError(fastSearchRequestSchema, { must_include: ["acme", 7] })).toMatchObject({ loc: ["body", "must_include", 1], type: "string_type" });
  });
});

describe("enums, unknown fields, missing fields, several violations", () => {
  it("refuses an algorithm outside the enum and lists the values in ctx.expected", () => {
    const error = onlyError(fastSearchRequestSchema, { algorithm: "hybrid-4" });
    expect(error.type).toBe("enum");
    expect(error.ctx?.expected).toBe("'string', 'lexical', 'baseline', 'hamming', 'hybrid-1', 'hybrid-2', 'hybrid-3' or 'company'");
  });

  it("accepts null for a nullable enum filter and refuses a lower-case language", () => {
    expect(errorsOf(fastSearchRequestSchema, { language: null, country: "France" })).toEqual([]);
    expect(onlyError(fastSearchRequestSchema, { language: "en" })).toMatchObject({ type: "enum", loc: ["body", "language"] });
  });

  it("refuses unknown fields with extra_forbidden at their own loc", () => {
    expect(onlyError(fastSearchRequestSchema, { questoin: "typo" })).toMatchObject({ loc: ["body", "questoin"], type: "extra_forbidden", input: "typo", msg: "Extra inputs are not permitted" });
    expect(onlyError(agentSearchRequestSchema, { prompt: "p", expansions: ["x"] }).type).toBe("extra_forbidden");
  });

  it("reports a missing required field as missing with the parent object as input", () => {
    expect(onlyError(deleteSearchRequestSchema, {})).toMatchObject({ loc: ["body", "search_id"], type: "missing", msg: "Field required", input: {} });
    expect(onlyError(deleteSearchRequestSchema, { search_id: "" }).type).toBe("string_too_short");
  });

  it("lists every violation of a body, not just the first", () => {
    const detail = errorsOf(fastSearchRequestSchema, { n_results: 5, n_probes: 99, algorithm: "x", deduplicate: "yes", extra: 1 });
    expect(detail.map((d) => d.type).sort()).toEqual(["bool_parsing", "enum", "extra_forbidden", "greater_than_equal", "less_than_equal"]);
  });

  it("refuses a body that is not an object", () => {
    expect(onlyError(fastSearchRequestSchema, [1, 2])).toMatchObject({ loc: ["body"], type: "model_attributes_type" });
    expect(onlyError(getSearchesRequestSchema, { any: 1 }).type).toBe("extra_forbidden");
  });
});

describe("other requests", () => {
  it("rich search defaults its five enrichments to false", () => {
    const parsed = richSearchRequestSchema.parse({});
    expect([parsed.enrich_profile, parsed.enrich_targeting, parsed.enrich_history, parsed.enrich_signals, parsed.enrich_vectors]).toEqual([false, false, false, false, false]);
  });

  it("bulk search takes up to 10,000 results and refuses 10,001", () => {
    expect(errorsOf(bulkSearchRequestSchema, { n_results: 10_000 })).toEqual([]);
    expect(onlyError(bulkSearchRequestSchema, { n_results: 10_001 })).toMatchObject({ type: "less_than_equal", ctx: { le: 10_000 } });
    expect(onlyError(fastSearchRequestSchema, { n_results: 1000 }).type).toBe("less_than_equal");
  });

  const time = { question: "q", start: "2024-01-01T00:00:00Z", end: "2024-02-01T00:00:00Z", frequency: "1d" };

  it("time search takes a well-formed range and frequency", () => {
    expect(errorsOf(timeSearchRequestSchema, time)).toEqual([]);
    expect(onlyError(timeSearchRequestSchema, { ...time, frequency: "0d" })).toMatchObject({ type: "string_pattern_mismatch", ctx: { pattern: "^[1-9][0-9]*(h|d|w|mo)$" } });
    expect(onlyError(timeSearchRequestSchema, { ...time, frequency: "2y" }).type).toBe("string_pattern_mismatch");
    expect(onlyError(timeSearchRequestSchema, { ...time, start: "yesterday" })).toMatchObject({ loc: ["body", "start"] });
  });

  it("time search refuses 501 buckets and names the limit, and accepts 500", () => {
    const hours500 = { ...time, start: "2024-01-01T00:00:00Z", end: "2024-01-21T20:00:00Z", frequency: "1h" };
    expect(errorsOf(timeSearchRequestSchema, hours500)).toEqual([]);
    const error = onlyError(timeSearchRequestSchema, { ...hours500, end: "2024-01-21T20:00:01Z" });
    expect(error).toMatchObject({ loc: ["body", "frequency"], type: "value_error", ctx: { limit: "buckets", max: 500 } });
    expect(error.msg).toContain("500 buckets");
  });

  it("time search refuses more than 50,000 requested results and names the limit", () => {
    const body = { ...time, start: "2024-01-01T00:00:00Z", end: "2024-01-21T20:00:00Z", frequency: "1h", n_results: 100 };
    expect(errorsOf(timeSearchRequestSchema, body)).toEqual([]); // 500 x 100 = 50,000
    const error = onlyError(timeSearchRequestSchema, { ...body, n_results: 101 });
    expect(error).toMatchObject({ loc: ["body", "n_results"], type: "value_error", ctx: { limit: "total_results", max: 50_000 } });
    expect(error.msg).toContain("50500 requested results");
    expect(onlyError(timeSearchRequestSchema, { ...body, n_results: 1001 }).type).toBe("less_than_equal");
  });

  it("time search with require_timezone refuses a start without an offset", () => {
    const error = onlyError(timeSearchRequestSchema, { ...time, start: "2024-01-01T00:00:00", require_timezone: true });
    expect(error).toMatchObject({ loc: ["body", "start"], type: "timezone_aware" });
    expect(errorsOf(timeSearchRequestSchema, { ...time, start: "2024-01-01T00:00:00+02:00", require_timezone: true })).toEqual([]);
  });

  it("scrape-url refuses file: and data: URLs and text that is no URL", () => {
    expect(errorsOf(scrapeUrlRequestSchema, { url: "https://news.example/a" })).toEqual([]);
    expect(onlyError(scrapeUrlRequestSchema, { url: "file:///etc/passwd" }).type).toBe("url_scheme");
    expect(onlyError(scrapeUrlRequestSchema, { url: "data:text/html,<p>x" }).type).toBe("url_scheme");
    expect(onlyError(scrapeUrlRequestSchema, { url: "not a url" }).type).toBe("url_parsing");
  });

  it("save-search validates the saved request as its own operation, under loc request", () => {
    expect(errorsOf(saveSearchRequestSchema, { name: "mine", operation: "fast-search", request: { question: "q" } })).toEqual([]);
    const error = onlyError(saveSearchRequestSchema, { name: "mine", operation: "fast-search", request: { n_results: 5 } });
    expect(error).toMatchObject({ loc: ["body", "request", "n_results"], type: "greater_than_equal" });
    expect(onlyError(saveSearchRequestSchema, { name: "mine", operation: "nope", request: {} }).type).toBe("enum");
    expect(onlyError(saveSearchRequestSchema, { name: "x".repeat(101), operation: "topic-trend", request: { query: "q" } }).type).toBe("string_too_long");
  });
});
