import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "../../src/contract";
import { startService, type RunningService } from "../helpers/service";

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => {
  await svc.stop();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(svc.baseUrl + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(svc.baseUrl + path, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe("search family keys", () => {
  it("answers a missing Api-Key header with a 422 on loc header/api-key", async () => {
    const res = await post("/api/search/v2/get-searches", {});
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["header", "api-key"], msg: "Field required", type: "missing", input: null }]);
  });

  it("lists a missing key together with the body's violations", async () => {
    const res = await post("/api/search/v2/fast-search", { n_results: 1 });
    expect(res.status).toBe(422);
    expect((res.body.detail as { type: string }[]).map((d) => d.type).sort()).toEqual(["greater_than_equal", "missing"]);
  });

  it("answers an unknown key with 401 and a sentence, never echoing the key", async () => {
    const res = await get("/api/search/v2/limits", { "Api-Key": "basic|not-a-real-key-123" });
    expect(res.status).toBe(401);
    expect(typeof res.body.detail).toBe("string");
    expect(JSON.stringify(res.body)).not.toContain("not-a-real-key");
  });

  it("answers a revoked key with 401", async () => {
    const key = svc.service.keys.create("basic", "to revoke");
    expect((await get("/api/search/v2/limits", { "Api-Key": key })).status).toBe(200);
    svc.service.keys.revoke(key);
    expect((await get("/api/search/v2/limits", { "Api-Key": key })).status).toBe(401);
  });

  it("does not take the Bearer form on the search family", async () => {
    const res = await get("/api/search/v2/limits", { Authorization: `Bearer ${svc.demoKey}` });
    expect(res.status).toBe(422);
  });

  it("answers a body that is not JSON with json_invalid", async () => {
    const res = await post("/api/search/v2/fast-search", "{not json", { "Api-Key": svc.demoKey });
    expect(res.status).toBe(422);
    expect((res.body.detail as { type: string }[])[0]!.type).toBe("json_invalid");
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const res = await post("/api/search/v2/fast-search", { question: "x".repeat(1024 * 1024) }, { "Api-Key": svc.demoKey });
    expect(res.status).toBe(413);
  });

  it("answers a valid request to a route whose engine is not built with 501", async () => {
    const res = await post("/api/search/v2/fast-search", { question: "acquisitions" }, { "Api-Key": svc.demoKey });
    expect(res.status).toBe(501);
    expect(String(res.body.detail)).toMatch(/not built/);
  });
});

describe("atlas keys", () => {
  it("answers no key with 401 api_key_required and a bad one with invalid_api_key", async () => {
    const none = await get("/api/resolve?q=acme");
    expect(none.status).toBe(401);
    expect((none.body.error as { code: string }).code).toBe("api_key_required");
    const bad = await get("/api/resolve?q=acme", { Authorization: "Bearer basic|wrongwrongwrong" });
    expect((bad.body.error as { code: string }).code).toBe("invalid_api_key");
  });

  it("takes the key as Bearer or api-key header on relationship routes, Bearer only on the resolver", async () => {
    const query = "subject_type=ORG&subject=A&predicate=acquired&object_type=ORG&object=B";
    expect((await get(`/api/v2.0-preview/atlas/relationships/events?${query}`, { "api-key": svc.demoKey })).status).toBe(501);
    expect((await get(`/api/v2.0-preview/atlas/relationships/events?${query}`, { Authorization: `Bearer ${svc.demoKey}` })).status).toBe(501);
    expect((await get("/api/resolve?q=acme", { "api-key": svc.demoKey })).status).toBe(401);
  });

  it("answers a bad parameter with 400 invalid_request naming it", async () => {
    const res = await get("/api/resolve?q=acme&limit=51", { Authorization: `Bearer ${svc.demoKey}` });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param: "limit" });
    const unknown = await get("/api/resolve?q=acme&colour=red", { Authorization: `Bearer ${svc.demoKey}` });
    expect(unknown.body.error).toMatchObject({ code: "invalid_request", param: "colour" });
  });
});

describe("rate limits", () => {
  it("counts calls on the fast bucket, reports them in /limits, and answers 429 with Retry-After when spent", async () => {
    const key = svc.service.keys.create("test", "rate test");
    const perMinute = PLANS.test.fast[0]!.calls;
    for (let i = 0; i < perMinute; i++) {
      expect((await post("/api/search/v2/get-searches", {}, { "Api-Key": key })).status).not.toBe(429);
    }
    const limits = await get("/api/search/v2/limits", { "Api-Key": key });
    const fastMinute = (limits.body.response as { limits: { endpoint: string; window_s: number; used: number; remaining: number }[] }).limits.find((l) => l.endpoint === "fast" && l.window_s === 60)!;
    expect(fastMinute).toMatchObject({ used: perMinute, remaining: 0 });

    const spent = await post("/api/search/v2/get-searches", {}, { "Api-Key": key });
    expect(spent.status).toBe(429);
    const retryAfter = Number(spent.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another bucket of the same key still has room.
    expect((await post("/api/search/v2/scrape-url", { url: "https://a.example/" }, { "Api-Key": key })).status).toBe(501);
  });

  it("keeps counts across a restart of the service (they live in SQLite)", async () => {
    const first = await startService();
    const key = first.service.keys.create("test", "restart");
    for (let i = 0; i < 3; i++) {
      await fetch(`${first.baseUrl}/api/search/v2/get-searches`, { method: "POST", headers: { "Api-Key": key, "content-type": "application/json" }, body: "{}" });
    }
    const dataDir = first.dataDir;
    await first.service.close();
    const second = await startService({ DATA_DIR: dataDir });
    try {
      const res = await fetch(`${second.baseUrl}/api/search/v2/limits`, { headers: { "Api-Key": key } });
      const body = (await res.json()) as { response: { limits: { endpoint: string; window_s: number; used: number }[] } };
      expect(body.response.limits.find((l) => l.endpoint === "fast" && l.window_s === 60)!.used).toBe(3);
      expect(second.demoKey).toBe(first.demoKey);
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("service routes", () => {
  it("health never reveals a key", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(JSON.stringify(res.body)).not.toContain(svc.demoKey.split("|")[1]);
  });

  it("bootstrap hands the demo key to a same-origin page and refuses a cross-site one", async () => {
    const same = await get("/api/bootstrap", { "sec-fetch-site": "same-origin" });
    expect(same.body.api_key).toBe(svc.demoKey);
    expect(svc.demoKey).toMatch(/^self\|/);
    expect((await get("/api/bootstrap", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("answers an unknown interface path with 404 and a wrong method with 405", async () => {
    expect((await get("/api/search/v2/nope")).status).toBe(404);
    const wrong = await get("/api/search/v2/fast-search");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });
});
