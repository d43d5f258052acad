import fs from "node:fs";
import path from "node:path";
import { createProgress } from "../cli/progress";
import type { CompanyRecord } from "../ingest/companies";
import { ingestPages, type IngestReport } from "../ingest/ingest-runner";
import { canonicalOf } from "../ingest/page-sources";
import { PageQueue } from "../ingest/page-queue";
import { INGEST_VERSION, type PageInput } from "../ingest/pipeline";
import { finalizeIndex } from "../index/finalize";
import type { IndexStore } from "../index/index-store";
import { DEFAULT_ARTICLES, DEFAULT_SEED, generateDemoArchive, GENERATOR_VERSION, MANIFEST_FILE, PAGES_DIR, type World } from "./demo";

/**
 * The embedded demo archive: generated as HTML pages into DATA_DIR/archive,
 * then indexed by the same ingest path as a user's own pages. Built once; a
 * later start finds the index marked with the same generator and ingest
 * versions, seed and size and goes straight to serving.
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
  return `${GENERATOR_VERSION}+ingest.${INGEST_VERSION}:${options.seed ?? DEFAULT_SEED}:${options.articles ?? DEFAULT_ARTICLES}`;
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
  // The manifest is written last and the key set after the index is complete: both or it is rebuilt.
  if (store.getMeta("demo_archive") === key && fs.existsSync(path.join(dataDir, ARCHIVE_DIR, MANIFEST_FILE))) return { built: false };
  // A build stopped half-way (a crash, Ctrl-C) must not pass for a finished one at the next start.
  store.deleteMeta("demo_archive");
  // Pages of an earlier demo archive (another size, seed or version) go; a user's own pages stay.
  store.removeSource("demo");
  // With nothing left, the shards are trained again on the new pages (reproducibly), not inherited.
  store.resetVectorSpaceIfEmpty();
  const out = options.out ?? process.stdout;
  const articles = options.articles ?? DEFAULT_ARTICLES;
  const seed = options.seed ?? DEFAULT_SEED;
  out.write(`Building the demo archive (fictional: ${articles.toLocaleString("en-US")} invented articles) and its index. This happens once.\n`);

  // Pages are indexed as they are written: writing alone keeps one core busy, indexing both.
  const queue = new PageQueue<PageInput>(512);
  let written = 0;
  let planned: (world: World) => void = () => {};
  const worldReady = new Promise<World>((resolve) => (planned = resolve));
  const generation = generateDemoArchive({
    outDir: path.join(dataDir, ARCHIVE_DIR),
    seed,
    articles,
    onPlanned: (world) => planned(world),
    onPages: (pages) => {
      written += pages.length;
      // The URL a page declares (its canonical link), as when its file is ingested from a folder.
      return queue.push(pages.map((page) => ({ kind: "html", url: canonicalOf(page.html) ?? page.url, html: page.html })));
    },
  });
  generation.then(() => queue.close(), (error: unknown) => queue.close(error));
  const world = await Promise.race([worldReady, generation.then((summary) => summary.world)]);

  const companies = companyMaster(world);
  store.saveCompanies(companies);

  const building = createProgress("Writing and indexing pages", out);
  let report: IngestReport;
  try {
    report = await ingestPages(store, { dataDir, companies, source: "demo" }, queue, {
      onProgress: (done) => building.update(done, articles, `(${written} written)`),
    });
  } finally {
    queue.close(); // a failed indexer must not leave the writer waiting on a full queue
  }
  await generation;
  building.done(`${articles} pages written, ${report.added + report.replaced} indexed, ${report.skipped.length} skipped`);
  for (const skip of report.skipped.slice(0, 5)) out.write(`  skipped ${skip.url}: ${skip.why}\n`);

  const sharding = createProgress("Sharding vectors", out);
  const finalized = finalizeIndex(store, (done, total) => sharding.update(done, total));
  sharding.done(`${finalized.shards} shards`);
  store.setMeta("demo_archive", key);
  store.setMeta("archive_name", DEMO_ARCHIVE_NAME);
  return { built: true, report };
}
