import os from "node:os";
import path from "node:path";
import { benchBulkFile } from "./bulk-file";
import { benchIngest } from "./ingest";
import { benchJobs } from "./jobs";
import { benchSearch } from "./search";

/**
 * `npm run bench`: every figure is measured in this run, on this machine,
 * and each comparison is printed as a ratio of two things measured side by
 * side. BENCH_PAGES sets the ingest sample (default 3,000 pages);
 * BENCH_SEARCH_PAGES the searched archive (default 25,000, the demo size,
 * built once into data/bench-archive-<pages>); BENCH_SCALE the factor of
 * the larger archive the same search figures are taken on to show how
 * latency grows (default 4; 0 skips it: its first build takes a while).
 * BENCH_ONLY runs only the listed sections (comma-separated: ingest,
 * search, scaling, jobs, bulk-file).
 */
const pages = Number(process.env.BENCH_PAGES ?? 3000);
const searchPages = Number(process.env.BENCH_SEARCH_PAGES ?? 25_000);
const scale = Number(process.env.BENCH_SCALE ?? 4);

const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const runs = (section: string) => !only || only.includes(section);
const archiveDir = (n: number) => path.resolve(`data/bench-archive-${n}`);

console.log(`Benchmarks on ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores)`);
if (runs("ingest")) {
  console.log("\nIngest (demo archive pages)");
  console.table(await benchIngest(pages));
}
if (runs("search") || runs("scaling")) {
  const base = await benchSearch(searchPages, path.resolve(process.env.BENCH_DIR ?? archiveDir(searchPages)));
  if (runs("scaling") && scale > 1) {
    console.log(`\nScaling: the same search figures on an archive ${scale} times larger`);
    const big = await benchSearch(searchPages * scale, archiveDir(searchPages * scale));
    const growth = (small: number, large: number) => ({ "p50 ms ×1": small, [`p50 ms ×${scale}`]: large, "p50 growth": Math.round((large / small) * 100) / 100 });
    console.log(`\nLatency growth from ${base.snippets} to ${big.snippets} snippets (${Math.round((big.snippets / base.snippets) * 10) / 10}x)`);
    console.table({
      ...Object.fromEntries(Object.entries(base.latency).map(([algorithm, small]) => [algorithm, growth(small["p50 ms"]!, big.latency[algorithm]!["p50 ms"]!)])),
      "topic-trend": growth(Math.round(base.trendP50), Math.round(big.trendP50)),
    });
  }
}
if (runs("jobs")) await benchJobs(searchPages, path.resolve(process.env.BENCH_DIR ?? archiveDir(searchPages)));
if (runs("bulk-file")) await benchBulkFile();
