import os from "node:os";
import path from "node:path";
import { benchIngest } from "./ingest";
import { benchSearch } from "./search";

/**
 * `npm run bench`: every figure is measured in this run, on this machine,
 * and each comparison is printed as a ratio of two things measured side by
 * side. BENCH_PAGES sets the ingest sample (default 3,000 pages);
 * BENCH_SEARCH_PAGES the searched archive (default 25,000, the demo size,
 * built once into data/bench-archive-<pages>); BENCH_SCALE the factor of
 * the larger archive the same search figures are taken on to show how
 * latency grows (default 4; 0 skips it: its first build takes a while).
 */
const pages = Number(process.env.BENCH_PAGES ?? 3000);
const searchPages = Number(process.env.BENCH_SEARCH_PAGES ?? 25_000);

console.log(`Benchmarks on ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores)`);
console.log("\nIngest (demo archive pages)");
console.table(await benchIngest(pages));
const scale = Number(process.env.BENCH_SCALE ?? 4);
const archiveDir = (n: number) => path.resolve(`data/bench-archive-${n}`);
const base = await benchSearch(searchPages, path.resolve(process.env.BENCH_DIR ?? archiveDir(searchPages)));
if (scale > 1) {
  console.log(`
Scaling: the same search figures on an archive ${scale} times larger`);
  const big = await benchSearch(searchPages * scale, archiveDir(searchPages * scale));
  const growth = Object.fromEntries(
    Object.entries(base.latency).map(([algorithm, small]) => [
      algorithm,
      { [`p50 ms ×1`]: small["p50 ms"]!, [`p50 ms ×${scale}`]: big.latency[algorithm]!["p50 ms"]!, "p50 growth": Math.round((big.latency[algorithm]!["p50 ms"]! / small["p50 ms"]!) * 100) / 100 },
    ]),
  );
  console.log(`
Latency growth from ${base.snippets} to ${big.snippets} snippets (${Math.round((big.snippets / base.snippets) * 10) / 10}x)`);
  console.table({ ...growth, "topic-trend": { "p50 ms ×1": Math.round(base.trendP50), [`p50 ms ×${scale}`]: Math.round(big.trendP50), "p50 growth": Math.round((big.trendP50 / base.trendP50) * 100) / 100 } });
}
