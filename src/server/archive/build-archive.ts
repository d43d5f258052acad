import fs from "node:fs";
import path from "node:path";
import { createProgress } from "../cli/progress";
import type { CompanyRecord } from "../ingest/companies";
import { ingestPages, type IngestReport } from "../ingest/ingest-runner";
import { folderPages } from "../ingest/page-sources";
import { finalizeIndex } from "../index/finalize";
import type { IndexStore } from "../index/index-store";
import { DEFAULT_ARTICLES, DEFAULT_SEED, generateDemoArchive, GENERATOR_VERSION, PAGES_DIR, type World } from "./demo";

/**
 * The embedded demo archive: generated as HTML pages into DATA_DIR/archive,
 * then indexed by the same ingest path as a user's own pages. Built once; a
 * later start finds the index marked with the same generator version, seed
 * and size and goes straight to serving.
 */
export const DEMO_ARCHIVE_NAME = "Demo archive (fictional)";
export const ARCHIVE_DIR = "archive";

export interface DemoArchiveOptions {
  articles?: number;
  seed?: number;
  /** Where progress goes; the service's stdout by default. */
  out?: NodeJS.WriteStream;
}

export function demoArchiveKey(options: DemoArchiveOptions): string {
  return `${GENERATOR_VERSION}:${options.seed ?? DEFAULT_SEED}:${options.articles ?? DEFAULT_ARTICLES}`;
}

export function pagesDir(dataDir: string): string {
  return path.join(dataDir, ARCHIVE_DIR, PAGES_DIR);
}

/** The generated organisations as the ingest path's company master (reference data, not ground truth). */
export function companyMaster(world: World): CompanyRecord[] {
  return world.orgs
    .filter((org) => org.kind === "company")
    .map((org) => ({
      id: org.id,
      name: org.name,
      aliases: [org.legalName, ...org.aliases, ...org.formerNames.map((f) => f.name)].filter((a) => a && a !== org.name),
      ticker: org.listing?.ticker ?? null,
      country: org.country,
      sector: org.gics?.sector ?? null,
      industry_group: org.gics?.industryGroup ?? null,
      industry: org.gics?.industry ?? null,
      sub_industry: org.gics?.subIndustry ?? null,
    }));
}

export async function ensureDemoArchive(dataDir: string, store: IndexStore, options: DemoArchiveOptions = {}): Promise<{ built: boolean; report?: IngestReport }> {
  const key = demoArchiveKey(options);
  if (store.getMeta("demo_archive") === key && fs.existsSync(pagesDir(dataDir))) return { built: false };
  const out = options.out ?? process.stdout;
  const articles = options.articles ?? DEFAULT_ARTICLES;
  const seed = options.seed ?? DEFAULT_SEED;
  out.write(`Building the demo archive (fictional: ${articles.toLocaleString("en-US")} invented articles) and its index. This happens once.\n`);

  const generating = createProgress("Writing pages", out);
  const { world } = await generateDemoArchive({
    outDir: path.join(dataDir, ARCHIVE_DIR),
    seed,
    articles,
    onProgress: (p) => {
      if (p.phase === "pages") generating.update(p.done, p.total);
    },
  });
  generating.done(`${articles} pages written`);

  const companies = companyMaster(world);
  store.saveCompanies(companies);

  const indexing = createProgress("Indexing", out);
  const report = await ingestPages(store, { dataDir, companies, source: "demo" }, folderPages(pagesDir(dataDir)), {
    onProgress: (done) => indexing.update(done, articles),
  });
  indexing.done(`${report.added + report.replaced} pages indexed, ${report.skipped.length} skipped`);
  for (const skip of report.skipped.slice(0, 5)) out.write(`  skipped ${skip.url}: ${skip.why}\n`);

  const sharding = createProgress("Sharding vectors", out);
  const finalized = finalizeIndex(store, (done, total) => sharding.update(done, total));
  sharding.done(`${finalized.shards} shards`);
  store.setMeta("demo_archive", key);
  store.setMeta("archive_name", DEMO_ARCHIVE_NAME);
  return { built: true, report };
}
