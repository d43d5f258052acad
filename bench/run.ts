import os from "node:os";
import path from "node:path";
import { benchBulkFile } from "./bulk-file";
import { benchIngest } from "./ingest";
import { benchSearch } from "./search";

/**
 * `npm run bench`: every figure is measured in this run, on this machine,
 * and each comparison is printed as a ratio of two things measured side by
 * side. BENCH_PAGES sets the ingest sample (default 3,000 pages);
 * BENCH_SEARCH_PAGES the searched archive (default 25,000, the demo size,
 * built once into data/bench-archive-<pages>). BENCH_ONLY runs only the
 * listed sections (comma-separated: ingest, search, bulk-file).
 */
const pages = Number(process.env.BENCH_PAGES ?? 3000);
const searchPages = Number(process.env.BENCH_SEARCH_PAGES ?? 25_000);

const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const runs = (section: string) => !only || only.includes(section);

console.log(`Benchmarks on ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores)`);
if (runs("ingest")) {
  console.log("\nIngest (demo archive pages)");
  console.table(await benchIngest(pages));
}
if (runs("search")) await benchSearch(searchPages, path.resolve(process.env.BENCH_DIR ?? `data/bench-archive-${searchPages}`));
if (runs("bulk-file")) await benchBulkFile();
