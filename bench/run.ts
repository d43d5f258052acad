import { benchIngest } from "./ingest";

/**
 * `npm run bench`: every figure is measured in this run, on this machine,
 * and each comparison is printed as a ratio of two things measured side by
 * side. BENCH_PAGES sets the demo archive size (default 3,000 pages).
 */
const pages = Number(process.env.BENCH_PAGES ?? 3000);

console.log(`Benchmarks on ${new Date().toISOString()} (node ${process.version}, ${(await import("node:os")).availableParallelism()} cores)`);
console.log("\nIngest (demo archive pages)");
console.table(await benchIngest(pages));
