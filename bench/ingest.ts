import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { companyMaster } from "../src/server/archive/build-archive";
import { generateDemoWorld } from "../src/server/archive/demo";
import { createAnalyzerContext } from "../src/server/ingest/analyzer";
import { ingestPages } from "../src/server/ingest/ingest-runner";
import { analyzePage } from "../src/server/ingest/pipeline";
import { finalizeIndex } from "../src/server/index/finalize";
import { IndexStore, openIndex } from "../src/server/index/index-store";
import { seedModel } from "../tests/helpers/model";

/**
 * Ingest throughput on the demo archive's pages: one thread in process, and
 * the worker pool the service uses, side by side on the same pages; then
 * the index's size per 1,000 snippets.
 */
export async function benchIngest(pages: number): Promise<Record<string, string | number>> {
  const { world, articles } = generateDemoWorld({ articles: pages, seed: 99 });
  const companies = companyMaster(world);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
  seedModel(dir);
  try {
    const ctx = createAnalyzerContext({ dataDir: dir, companies, source: "bench" });
    const sample = articles.slice(0, Math.min(500, articles.length));
    for (const a of sample.slice(0, 50)) analyzePage({ kind: "html", url: a.url, html: a.html }, ctx); // warm up
    let t = performance.now();
    for (const a of sample) analyzePage({ kind: "html", url: a.url, html: a.html }, ctx);
    const singleRate = sample.length / ((performance.now() - t) / 1000);

    const store = new IndexStore(openIndex(dir));
    async function* source() {
      for (const a of articles) yield { kind: "html" as const, url: a.url, html: a.html };
    }
    t = performance.now();
    const report = await ingestPages(store, { dataDir: dir, companies, source: "bench" }, source());
    const poolSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const finalized = finalizeIndex(store);
    const shardSeconds = (performance.now() - t) / 1000;
    store.db.pragma("wal_checkpoint(TRUNCATE)");
    const { snippets } = store.counts();
    store.db.close();
    const bytes = fs.statSync(path.join(dir, "index.sqlite")).size;
    return {
      pages,
      "1 thread in process (pages/s)": Math.round(singleRate),
      "worker pool, incl. start-up (pages/s)": Math.round(report.added / poolSeconds),
      "pool / 1 thread": Math.round((report.added / poolSeconds / singleRate) * 100) / 100,
      "sharding (s)": Math.round(shardSeconds * 10) / 10,
      shards: finalized.shards,
      snippets,
      "index KiB per 1,000 snippets": Math.round(bytes / 1024 / (snippets / 1000)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
