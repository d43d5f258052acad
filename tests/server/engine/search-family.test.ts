import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, unwrap, type Client } from "../../../src/client";
import { LIMITS, ROUTES, type RouteId } from "../../../src/contract";
import { createService } from "../../../src/server/app";
import { readConfig } from "../../../src/server/config";
import type { LocalEngine } from "../../../src/server/local-engine";
import { sharedArchive } from "../../helpers/archive";

let local: LocalEngine;
let base: string;
let client: Client;
let close: () => Promise<void>;

beforeAll(async () => {
  const shared = await sharedArchive(1500);
  local = shared.local;
  // The service over the shared archive, with its own keys database in a fresh folder.
  const dir = (await import("node:fs")).mkdtempSync((await import("node:path")).join((await import("node:os")).tmpdir(), "family-"));
  const service = createService({ ...readConfig({ PORT: "0", DATA_DIR: dir, ARCHIVE: "none" }), staticDir: null }, local.parts);
  base = `http://127.0.0.1:${await service.listen()}`;
  client = createClient({ baseUrl: base, apiKey: service.demoKey });
  close = () => service.close();
}, 300_000);

afterAll(async () => {
  await close?.();
  local?.close();
});

describe("fast search filters", () => {
  it("keeps only the language, country and sql_filter asked for", async () => {
    const fr = await unwrap(client.fastSearch({ question: "acquisition", language: "FR", n_results: 20 }));
    expect(fr.response.length).toBeGreaterThan(0);
    expect(fr.response.every((r) => r.language!.startsWith("fr-"))).toBe(true);
    const netloc = fr.response[0]!.netloc;
    const one = await unwrap(client.fastSearch({ question: "acquisition", sql_filter: `SELECT loc FROM engine WHERE netloc = '${netloc}' AND published >= '2020-01-01'`, n_results: 20 }));
    expect(one.response.every((r) => r.netloc === netloc && r.published! >= "2020-01-01")).toBe(true);
  });

  it("applies must_include (any), must_exclude (all) and this-week", async () => {
    const inc = await unwrap(client.fastSearch({ question: "company results", must_include: ["profit", "revenue"], must_exclude: ["loss"], n_results: 20 }));
    for (const r of inc.response) {
      const text = `${r.title ?? ""} ${r.content}`.toLowerCase();
      expect(/profit|revenue/.test(text)).toBe(true);
    }
    const week = await unwrap(client.fastSearch({ question: "company", collection: "this-week", n_results: 10 }));
    const cutoff = local.engine.corpus.cutoff!;
    const weekAgo = new Date(Date.parse(cutoff) - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(week.response.every((r) => r.published! >= weekAgo)).toBe(true);
  });

  it("collapses syndicated copies with deduplicate", async () => {
    const question = "acquisition agreed billion deal";
    const plain = await unwrap(client.fastSearch({ question, n_results: 50 }));
    const dedup = await unwrap(client.fastSearch({ question, n_results: 50, deduplicate: true }));
    const urls = new Set(dedup.response.map((r) => r.url));
    expect(urls.size).toBe(dedup.response.length);
    expect(new Set(plain.response.map((r) => r.url)).size).toBeLessThanOrEqual(plain.response.length);
  });

  it("answers an sql_filter that is not the grammar with a 422 that says what and where", async () => {
    const bad = await client.fastSearch({ question: "x", sql_filter: "SELECT loc FROM engine WHERE colour = 'red'" });
    expect(bad.error?.status).toBe(422);
    expect(bad.error?.detail[0]).toMatchObject({ loc: ["body", "sql_filter"], type: "value_error" });
    expect(bad.error?.detail[0]?.msg).toContain("unknown column 'colour'");
    expect(bad.error?.detail[0]?.msg).toContain("at character 29");
  });

  it("widens or cuts content to about n_contextify characters", async () => {
    const small = await unwrap(client.fastSearch({ question: "acquisition", n_contextify: 64 }));
    expect(small.response.every((r) => r.content.length <= 64 + 2)).toBe(true);
    const large = await unwrap(client.fastSearch({ question: "acquisition", n_contextify: 1024 }));
    expect(large.response.some((r) => r.content.length > 400)).toBe(true);
  });
});

describe("rich search, agent search and topic trend", () => {
  it("adds each enrichment that is switched on, and only those", async () => {
    const rich = await unwrap(client.richSearch({ question: "regulator fine", enrich_profile: true, enrich_targeting: true, enrich_history: true, enrich_signals: true, enrich_vectors: true }));
    const r = rich.response[0]!;
    expect(r.profile?.documents).toBeGreaterThan(0);
    expect(r.history?.months.length).toBeGreaterThan(0);
    expect(r.targeting?.keywords.length).toBeGreaterThan(0);
    expect(typeof r.signals?.sentiment).toBe("number");
    expect(Buffer.from(r.vectors!.bits, "base64").length).toBe(13);
    const plain = await unwrap(client.richSearch({ question: "regulator fine" }));
    expect(plain.response[0]!.profile).toBeUndefined();
  });

  it("agent search reads time, place and key words from the prompt and shows the strategy it ran", async () => {
    const answer = await unwrap(client.agentSearch({ prompt: "Which companies were fined by regulators since 2022 in Germany?" }));
    expect(answer.strategy.filters.sql_filter).toBe("SELECT loc FROM engine WHERE published >= '2022-01-01'");
    expect(answer.strategy.filters.country).toBe("Germany");
    expect(answer.strategy.angles.length).toBeGreaterThanOrEqual(3);
    expect(answer.strategy.expansions.length).toBeGreaterThan(0);
    expect(answer.response.length).toBeGreaterThan(0);
  });

  it("topic trend gives one share per month end, narrowed by sql_filter", async () => {
    const trend = await unwrap(client.topicTrend({ query: "layoffs" }));
    const keys = Object.keys(trend.response);
    expect(keys.length).toBeGreaterThan(24);
    expect(keys.every((k) => new Date(Date.parse(k) + 86_400_000).getUTCDate() === 1)).toBe(true);
    expect(Object.values(trend.response).some((v) => v > 0)).toBe(true);
    expect(Object.values(trend.response).every((v) => v >= 0 && v <= 1)).toBe(true);
    const narrowed = await unwrap(client.topicTrend({ query: "layoffs", sql_filter: "SELECT loc FROM engine WHERE published >= '2025-01-01'" }));
    expect(Object.keys(narrowed.response)[0]! >= "2025-01-31").toBe(true);
  });
});

describe("bad input", () => {
  it("answers 200+ malformed bodies generated from the contract with a 4xx each, and stays up", async () => {
    const bodies: { route: RouteId; body: string }[] = [];
    const searchRoutes = (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].family === "search" && ROUTES[id].method === "POST");
    // For each field, values of the wrong type or out of range (never a valid one).
    const textFields = ["question", "algorithm", "language", "country", "sql_filter", "prompt", "url", "query", "start", "frequency", "name", "search_id"];
    const numberFields = ["n_results", "n_probes", "n_contextify", "min_similarity"];
    const listFields = ["expansions", "must_include", "companies"];
    const wrongText = [123, true, [], { a: 1 }, "x".repeat(20_000)];
    const wrongNumber = ["10", -1, 1e308, 10.5, null];
    const wrongList = ["a", Array(101).fill("x"), [1, 2], { 0: "a" }];
    for (const route of searchRoutes) {
      textFields.forEach((field, i) => bodies.push({ route, body: JSON.stringify({ [field]: wrongText[i % wrongText.length], extra_field: true }) }));
      numberFields.forEach((field, i) => bodies.push({ route, body: JSON.stringify({ [field]: wrongNumber[(i + route.length) % wrongNumber.length] }) }));
      listFields.forEach((field, i) => bodies.push({ route, body: JSON.stringify({ [field]: wrongList[(i + route.length) % wrongList.length] }) }));
      bodies.push({ route, body: "{not json" });
      bodies.push({ route, body: JSON.stringify({ unknown_field: 1 }) });
      bodies.push({ route, body: "[".repeat(5000) + "]".repeat(5000) });
      bodies.push({ route, body: JSON.stringify({ question: "y".repeat(LIMITS.bodyBytes) }) });
      bodies.push({ route, body: JSON.stringify({ n_results: LIMITS.nResults.max + 1, expansions: Array(11).fill("e") }) });
    }
    expect(bodies.length).toBeGreaterThanOrEqual(200);
    const key = (await unwrap(client.bootstrap())).api_key;
    for (const { route, body } of bodies) {
      const res = await fetch(base + ROUTES[route].path, { method: "POST", headers: { "content-type": "application/json", "Api-Key": key }, body, signal: AbortSignal.timeout(10_000) });
      expect(res.status, `${route} ${body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route} ${body.slice(0, 80)}`).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 120_000);
});
