import os from "node:os";
import path from "node:path";
import { benchIngest } from "./ingest";
import { benchJobs } from "./jobs";
import { benchSearch } from "./search";

/**
 * `npm run bench`: every figure is measured in this run, on this machine,
 * and each comparison is printed as a ratio of two things measured side by
 * side. BENCH_PAGES sets the ingest sample (default 3,000 pages);
 * BENCH_SEARCH_PAGES the searched archive (default 25,000, the demo size,
 * built once into data/bench-archive-<pages>).
 */
const pages = Number(process.env.BENCH_PAGES ?? 3000);
const searchPages = Number(process.env.BENCH_SEARCH_PAGES ?? 25_000);

console.log(`Benchmarks on ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores)`);
console.log("\nIngest (demo archive pages)");
console.table(await benchIngest(pages));
const searchDir = path.resolve(process.env.BENCH_DIR ?? `data/bench-archive-${searchPages}`);
await benchSearch(searchPages, searchDir);
await benchJobs(searchPages, searchDir);
