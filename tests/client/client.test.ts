import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, parseRetryAfter, unwrap } from "../../src/client";
import { ROUTES } from "../../src/contract";
import { startService, type RunningService } from "../helpers/service";

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => {
  await svc.stop();
});

const client = () => createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });

describe("the typed client against the real local service", () => {
  it("reads health, bootstrap and limits, parsed through the contract", async () => {
    const c = client();
    const health = await unwrap(c.health());
    expect(health.status).toBe("ok");
    expect(health.mode).toBe("local");
    const boot = await unwrap(c.bootstrap());
    expect(boot.api_key).toBe(svc.demoKey);
    const limits = await unwrap(c.limits());
    expect(limits.response.plan).toBe("self");
    expect(limits.response.limits.map((l) => l.endpoint)).toEqual(expect.arrayContaining(["fast", "bulk", "scrape-url"]));
  });

  it("sends the Api-Key header on the search family and Bearer on the atlas routes", async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push({ url: String(input), headers: init?.headers as Record<string, string> });
      return fetch(input, init);
    };
    const c = createClient({ baseUrl: svc.baseUrl + "/", apiKey: svc.demoKey, fetch: recording });
    await c.limits();
    await c.resolve({ q: "acme", limit: 5 });
    expect(seen[0]!.headers["Api-Key"]).toBe(svc.demoKey);
    expect(seen[0]!.headers.Authorization).toBeUndefined();
    expect(seen[1]!.headers.Authorization).toBe(`Bearer ${svc.demoKey}`);
    expect(seen[1]!.url).toBe(`${svc.baseUrl}/api/resolve?q=acme&limit=5`);
  });

  it("returns a 422 as a typed error with every detail item, without throwing", async () => {
    const result = await client().fastSearch({ n_results: 101, algorithm: "nope" as never });
    expect(result.data).toBeUndefined();
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error!.status).toBe(422);
    expect(result.error!.code).toBe("validation_error");
    expect(result.error!.detail.map((d) => d.loc.join("."))).toEqual(expect.arrayContaining(["body.n_results", "body.algorithm"]));
    expect(result.response?.status).toBe(422);
  });

  it("returns atlas errors with their code and parameter", async () => {
    const result = await client().relationshipEvents({ subject_type: "ORG", subject: "A", predicate: "acquired", object_type: "ORG", object: "B", limit: 501 });
    expect(result.error).toMatchObject({ status: 400, code: "invalid_request", param: "limit" });
    const noKey = await createClient({ baseUrl: svc.baseUrl, apiKey: "" }).resolve({ q: "acme" });
    expect(noKey.error?.code).toBe("api_key_required");
  });

  it("gives 401, 429 and 501 their codes, and Retry-After its seconds", async () => {
    const bad = await createClient({ baseUrl: svc.baseUrl, apiKey: "basic|doesnotexist1" }).limits();
    expect(bad.error).toMatchObject({ status: 401, code: "invalid_api_key" });

    const testKey = svc.service.keys.create("test", "client 429");
    const limited = createClient({ baseUrl: svc.baseUrl, apiKey: testKey });
    let last = await limited.getSearches();
    for (let i = 0; i < 20 && last.error?.status !== 429; i++) last = await limited.getSearches();
    expect(last.error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(last.error!.retryAfter).toBeGreaterThan(0);

    const notBuilt = await client().topicTrend({ query: "mergers" });
    expect(notBuilt.error).toMatchObject({ status: 501, code: "backend_not_configured" });
  });

  it("answers every route of the route table with validation, auth or its engine's state", async () => {
    const c = client();
    const answers = await Promise.all([
      c.agentSearch({ prompt: "chip makers buying startups" }),
      c.richSearch({ question: "q", enrich_profile: true }),
      c.bulkSearch({ n_results: 2000 }),
      c.timeSearch({ start: "2024-01-01T00:00:00Z", end: "2024-03-01T00:00:00Z", frequency: "1w" }),
      c.scrapeUrl({ url: "https://news.example/x" }),
      c.relationshipTypes(),
      c.event("2024-01-02", "ev-1"),
      c.tickerEvents("ACME"),
      c.entityEvents("ORG", "Acme Corp"),
      c.eventSearch({ filter: { ticker: { eq: "ACME" } } }),
    ]);
    for (const answer of answers) expect(answer.error?.status).toBe(501);
    expect(answers).toHaveLength(10);
    expect(Object.keys(ROUTES)).toHaveLength(20);
  });

  it("reports a network failure and a cancelled call as typed errors", async () => {
    const down = await createClient({ baseUrl: "http://127.0.0.1:9", apiKey: "x" }).health();
    expect(down.error).toMatchObject({ status: 0, code: "network_error" });
    const controller = new AbortController();
    controller.abort();
    const cancelled = await client().health({ signal: controller.signal });
    expect(cancelled.error).toMatchObject({ status: 0, code: "aborted" });
  });

  it("refuses an answer that does not match the contract", async () => {
    const lying: typeof fetch = async () => new Response(JSON.stringify({ status: "ok" }), { status: 200, headers: { "content-type": "application/json" } });
    const result = await createClient({ baseUrl: svc.baseUrl, apiKey: "", fetch: lying }).health();
    expect(result.error?.code).toBe("invalid_response");
  });

  it("parses Retry-After as seconds or as an HTTP date", () => {
    expect(parseRetryAfter("17")).toBe(17);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
  });
});
