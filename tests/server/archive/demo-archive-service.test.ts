import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, unwrap } from "../../../src/client";
import { healthResponseSchema } from "../../../src/contract";
import { startService, type RunningService } from "../../helpers/service";

// The service over a small demo archive built by the same code as `npm start`.
let svc: RunningService;
beforeAll(async () => {
  svc = await startService({}, {}, { archiveArticles: 400 });
}, 240_000);
afterAll(async () => {
  await svc?.stop();
});

describe("the demo archive in the local service", () => {
  it("says in the health answer that the archive is fictional, with its figures", async () => {
    const health = healthResponseSchema.parse(await (await fetch(`${svc.baseUrl}/api/health`)).json());
    expect(health.archive.fictional).toBe(true);
    expect(health.archive.name).toMatch(/fictional/i);
    expect(health.archive.documents).toBe(400);
    expect(health.archive.snippets).toBeGreaterThan(400);
    expect(health.archive.index_build).toMatch(/^[0-9a-f]{16}$/);
    expect(health.archive.archive_cutoff).toMatch(/^20\d\d-\d\d-\d\d$/);
  });

  it("serves every indexed page under /web/<netloc>/<path> with its public URL", async () => {
    const docs = svc.local!.store.db.prepare("SELECT url, title FROM documents ORDER BY id LIMIT 5").all() as { url: string; title: string }[];
    for (const doc of docs) {
      const url = new URL(doc.url);
      expect(url.hostname.endsWith(".example")).toBe(true);
      const page = await fetch(`${svc.baseUrl}/web/${url.host}${url.pathname}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<link rel="canonical" href="${doc.url}"`);
    }
    expect((await fetch(`${svc.baseUrl}/web/nowhere.example/none`)).status).toBe(404);
    expect((await fetch(`${svc.baseUrl}/web/x.example/..%2F..%2Fservice.sqlite`)).status).toBe(404);
  });

  it("answers a fast search from the index, in the contract's shape", async () => {
    const client = createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });
    const { response } = await unwrap(client.fastSearch({ question: "acquisition", n_results: 10 }));
    expect(response.length).toBe(10);
    expect(response[0]!.similarity).toBeGreaterThan(0);
    expect(response.every((r) => r.url.startsWith("https://"))).toBe(true);
  });
});
