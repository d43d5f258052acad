import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, unwrap } from "../../src/client";
import { startService, type RunningService } from "../helpers/service";

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => {
  await svc.stop();
});

describe("saved searches (beta)", () => {
  it("saves a validated request with its defaults, lists newest first, deletes, and 404s an unknown id", async () => {
    const c = createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });
    const first = await unwrap(c.saveSearch({ name: "chips", operation: "fast-search", request: { question: "chip makers" } }));
    expect(first.response).toMatchObject({ name: "chips", operation: "fast-search" });
    expect(first.response.request).toMatchObject({ question: "chip makers", n_results: 10, algorithm: "hybrid-3" });
    const second = await unwrap(c.saveSearch({ name: "trend", operation: "topic-trend", request: { query: "layoffs" } }));
    const listed = await unwrap(c.getSearches());
    expect(listed.response.map((s) => s.search_id)).toEqual([second.response.search_id, first.response.search_id]);

    const deleted = await unwrap(c.deleteSearch({ search_id: first.response.search_id }));
    expect(deleted.response).toEqual({ search_id: first.response.search_id, deleted: true });
    const again = await c.deleteSearch({ search_id: first.response.search_id });
    expect(again.error?.status).toBe(404);
  });

  it("refuses a saved request its own operation would refuse, pointing at the field", async () => {
    const c = createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });
    const bad = await c.saveSearch({ name: "bad", operation: "fast-search", request: { n_results: 1000 } });
    expect(bad.error?.status).toBe(422);
    expect(bad.error?.detail[0]?.loc).toEqual(["body", "request", "n_results"]);
  });

  it("shows each key only its own, and keeps them across a restart", async () => {
    const other = svc.service.keys.create("basic", "other user");
    const mine = createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });
    const theirs = createClient({ baseUrl: svc.baseUrl, apiKey: other });
    await unwrap(theirs.saveSearch({ name: "theirs", operation: "topic-trend", request: { query: "x" } }));
    expect((await unwrap(mine.getSearches())).response.map((s) => s.name)).not.toContain("theirs");

    const restarted = await startService({ DATA_DIR: svc.dataDir });
    try {
      const after = createClient({ baseUrl: restarted.baseUrl, apiKey: other });
      expect((await unwrap(after.getSearches())).response.map((s) => s.name)).toEqual(["theirs"]);
    } finally {
      await restarted.service.close();
    }
    expect(fs.existsSync(svc.dataDir)).toBe(true);
  });
});
