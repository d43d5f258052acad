import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { bulkSearchRequestSchema, timeSearchRequestSchema } from "../src/contract";
import { createService } from "../src/server/app";
import { readConfig } from "../src/server/config";
import { runBulkSearch, runTimeSearch } from "../src/server/jobs/job-search";
import { startLocalEngine } from "../src/server/local-engine";

/**
 * Bulk and time searches end to end on the archive in `dir`: from the POST to
 * the moment the file answers 200, polled every 10 ms, through the real
 * service and its job thread. Beside each, the same search run in this
 * process without files or thread, so the ratio shows what the job adds
 * (thread hand-off, JSON, zstd and gzip, Fernet, the write).
 */
const quiet = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: false }) as unknown as NodeJS.WriteStream;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function benchJobs(pages: number, dir: string): Promise<void> {
  const local = await startLocalEngine(readConfig({ DATA_DIR: dir, ARCHIVE: "demo" }), { archiveArticles: pages, out: quiet });
  const serviceDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-jobs-"));
  const service = createService({ ...readConfig({ PORT: "0", DATA_DIR: serviceDir, ARCHIVE: "none" }), staticDir: null }, local.parts);
  const base = `http://127.0.0.1:${await service.listen()}`;
  let keyNumber = 0;

  const untilReady = async (route: "bulk-search" | "time-search", body: unknown): Promise<{ ms: number; bytes: number }> => {
    // A fresh key per job: the 409 rule allows one unfinished job per key.
    const key = service.keys.create("ent", `bench ${++keyNumber}`);
    const started = performance.now();
    const res = await fetch(`${base}/api/search/v2/${route}`, { method: "POST", headers: { "api-key": key, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
    const { download_from } = (await res.json()) as { download_from: string };
    for (;;) {
      const file = await fetch(download_from);
      if (file.status === 200) return { ms: performance.now() - started, bytes: (await file.arrayBuffer()).byteLength };
      await file.arrayBuffer();
      if (file.status !== 404) throw new Error(`${download_from} answered ${file.status}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const inProcess = (run: () => void): number => {
    const t = performance.now();
    run();
    return performance.now() - t;
  };

  try {
    const bulk = { question: "acquisition of a company", n_results: 10_000 };
    const cutoff = local.engine.corpus.cutoff ?? "2025-12-31";
    // 500 weekly buckets ending at the archive's last date, 100 results each: both limits at once.
    const end = new Date(`${cutoff}T00:00:00Z`);
    const start = new Date(end.getTime() - 500 * 7 * 86_400_000);
    const time = { question: "acquisition of a company", start: start.toISOString(), end: end.toISOString(), frequency: "1w", n_results: 100 };

    // What `npm start` does once it serves: the job thread loads its engine in the background.
    const warmingStarted = performance.now();
    await local.parts.jobRunner!.warm();
    const warmUpMs = performance.now() - warmingStarted;
    const first = await untilReady("bulk-search", bulk);
    // Warm runs: the median of three, each side.
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    const warmRuns = [await untilReady("bulk-search", bulk), await untilReady("bulk-search", bulk), await untilReady("bulk-search", bulk)];
    const warm = { ms: median(warmRuns.map((r) => r.ms)), bytes: warmRuns[0]!.bytes };
    const bulkAlone = median([0, 1, 2].map(() => inProcess(() => runBulkSearch(local.engine, bulkSearchRequestSchema.parse(bulk)))));
    const rows = runBulkSearch(local.engine, bulkSearchRequestSchema.parse(bulk)).response.length;
    const timed = await untilReady("time-search", time);
    const timeAlone = inProcess(() => runTimeSearch(local.engine, timeSearchRequestSchema.parse(time)));

    console.log(`\nBulk and time search jobs on ${local.engine.corpus.docs.length} pages / ${local.engine.corpus.size} snippets (POST to file ready, via HTTP)`);
    console.table({
      ["job thread start-up (loads the index; npm start does it once serving)"]: { "ready ms": round(warmUpMs, 0), "file KiB": null, "search alone ms": null, ratio: null },
      [`bulk, n_results 10,000 (${rows} rows), first job after start-up`]: { "ready ms": round(first.ms, 0), "file KiB": round(first.bytes / 1024, 0), "search alone ms": null, ratio: null },
      [`bulk, n_results 10,000 (${rows} rows), median of 3, goal < 2,000 ms`]: { "ready ms": round(warm.ms, 0), "file KiB": round(warm.bytes / 1024, 0), "search alone ms": round(bulkAlone, 0), ratio: round(warm.ms / bulkAlone, 2) },
      ["time, 500 weekly buckets x 100, goal < 15,000 ms"]: { "ready ms": round(timed.ms, 0), "file KiB": round(timed.bytes / 1024, 0), "search alone ms": round(timeAlone, 0), ratio: round(timed.ms / timeAlone, 2) },
    });
  } finally {
    await service.close();
    local.close();
    fs.rmSync(serviceDir, { recursive: true, force: true });
  }
}
