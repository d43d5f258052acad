// Builds the demo archive: the world, its outlets and articles in memory
// (`generateDemoWorld`, for tests and the local service), or written to disk
// as HTML pages with a manifest and the ground-truth sidecar
// (`generateDemoArchive`). Same seed and options, same bytes.
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { planArticles, eventsForArticles, type DemoArticle } from "./articles";
import { ARCHIVE_CUTOFF, ARCHIVE_START } from "./calendar";
import { GROUND_TRUTH_FILE, GROUND_TRUTH_SCHEMA, groundTruthRecords, type HeaderRecord } from "./ground-truth";
import { buildOutlets, type Outlet } from "./outlets";
import { renderArticleHtml } from "./render";
import type { World } from "./types";
import { buildWorld } from "./world";

export const GENERATOR_VERSION = "1.0.0";
export const DEFAULT_SEED = 20_161_031;
export const DEFAULT_ARTICLES = 25_000;
export const FICTIONAL_NOTICE =
  "This archive is fictional: every organisation, person, product, ticker, identifier, outlet and event in it was invented by the demo generator, and any resemblance to real ones is coincidental.";
export const MANIFEST_FILE = "manifest.json";
export const PAGES_DIR = "pages";

export interface DemoWorldOptions {
  seed?: number;
  /** Number of article pages; the default is 25,000. */
  articles?: number;
  /** Render each page's HTML (default true); false keeps only the article records. */
  html?: boolean;
}

export interface DemoArticleWithHtml extends DemoArticle {
  html: string;
}

export interface DemoWorld {
  seed: number;
  world: World;
  outlets: Outlet[];
  articles: DemoArticleWithHtml[];
}

/** World, outlets and articles in memory, each article with its HTML page. */
export function generateDemoWorld(options: DemoWorldOptions = {}): DemoWorld {
  const { seed, world, outlets, articles } = planDemo(options.seed ?? DEFAULT_SEED, options.articles ?? DEFAULT_ARTICLES);
  const outletById = new Map(outlets.map((o) => [o.id, o]));
  const withHtml = articles.map((a) => ({ ...a, html: options.html === false ? "" : renderArticleHtml(a, outletById.get(a.outletId) as Outlet) }));
  return { seed, world, outlets, articles: withHtml };
}

function planDemo(seed: number, articleCount: number): { seed: number; world: World; outlets: Outlet[]; articles: DemoArticle[] } {
  if (!Number.isInteger(articleCount) || articleCount < 1) throw new Error(`articles must be a positive integer, got ${articleCount}`);
  const world = buildWorld(seed, { events: eventsForArticles(articleCount) });
  const outlets = buildOutlets(seed);
  const articles = planArticles(world, outlets, seed, articleCount);
  return { seed, world, outlets, articles };
}

// ---------------------------------------------------------------- on disk

export interface ArchiveProgress {
  phase: "planning" | "pages" | "ground-truth" | "done";
  done: number;
  total: number;
}

export interface GenerateArchiveOptions {
  outDir: string;
  seed?: number;
  articles?: number;
  onProgress?: (progress: ArchiveProgress) => void;
  /** The planned world, before any page is written (an indexer needs its company master first). */
  onPlanned?: (world: World) => void;
  /**
   * Each batch of pages once written. The generator waits for the returned
   * promise, so a consumer that indexes while pages are still being written
   * holds it back when it falls behind.
   */
  onPages?: (pages: { url: string; html: string }[]) => Promise<void> | void;
}

export interface ArchiveSummary {
  outDir: string;
  seed: number;
  articles: number;
  pagesBytes: number;
  groundTruthBytes: number;
  elapsedMs: number;
  /** The world the pages were written from, so callers need not rebuild it (e.g. for a company master). */
  world: World;
}

export interface Manifest {
  name: "demo-archive";
  fictional: true;
  notice: string;
  seed: number;
  generator_version: string;
  archive_start: string;
  archive_cutoff: string;
  files: { pages: string; ground_truth: string };
  counts: Record<string, number | Record<string, number>>;
  bytes: { pages: number; ground_truth: number };
}

/** How many page writes are in flight at once: enough to keep the disk busy, few enough for memory. */
const WRITE_BATCH = 64;

/**
 * Writes `<outDir>/pages/<netloc>/<path>.html`, `<outDir>/ground-truth.jsonl`
 * and, last, `<outDir>/manifest.json`: a manifest on disk means a complete archive.
 */
export async function generateDemoArchive(options: GenerateArchiveOptions): Promise<ArchiveSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.articles ?? DEFAULT_ARTICLES;
  const report = options.onProgress ?? (() => {});
  report({ phase: "planning", done: 0, total: count });
  const { world, outlets, articles } = planDemo(seed, count);
  options.onPlanned?.(world);
  const outDir = path.resolve(options.outDir);
  await clearPreviousArchive(outDir);
  const pagesBytes = await writePages(outDir, outlets, articles, report, options.onPages);
  report({ phase: "ground-truth", done: 0, total: 1 });
  const header: HeaderRecord = { kind: "header", schema: GROUND_TRUTH_SCHEMA, seed, generator_version: GENERATOR_VERSION, archive_cutoff: ARCHIVE_CUTOFF, fictional: true, notice: FICTIONAL_NOTICE };
  const groundTruthFile = path.join(outDir, GROUND_TRUTH_FILE);
  await writeJsonLines(groundTruthFile, groundTruthRecords(header, world, outlets, articles));
  const groundTruthBytes = (await stat(groundTruthFile)).size;
  const manifest = buildManifest(seed, world, outlets, articles, pagesBytes, groundTruthBytes);
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  report({ phase: "done", done: count, total: count });
  return { outDir, seed, articles: articles.length, pagesBytes, groundTruthBytes, elapsedMs: Math.round(performance.now() - started), world };
}

/** Removes only what this generator writes, so a rebuild never leaves stale pages behind. */
async function clearPreviousArchive(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await rm(path.join(outDir, MANIFEST_FILE), { force: true });
  await rm(path.join(outDir, GROUND_TRUTH_FILE), { force: true });
  await rm(path.join(outDir, PAGES_DIR), { recursive: true, force: true });
}

async function writePages(
  outDir: string,
  outlets: Outlet[],
  articles: DemoArticle[],
  report: (p: ArchiveProgress) => void,
  onPages: GenerateArchiveOptions["onPages"],
): Promise<number> {
  const outletById = new Map(outlets.map((o) => [o.id, o]));
  const pagesDir = path.join(outDir, PAGES_DIR);
  const madeDirs = new Set<string>();
  let bytes = 0;
  for (let start = 0; start < articles.length; start += WRITE_BATCH) {
    const batch = articles.slice(start, start + WRITE_BATCH);
    const pages = batch.map((article) => ({ url: article.url, file: path.join(pagesDir, article.file), html: renderArticleHtml(article, outletById.get(article.outletId) as Outlet) }));
    for (const dir of new Set(pages.map((p) => path.dirname(p.file)))) {
      if (madeDirs.has(dir)) continue;
      await mkdir(dir, { recursive: true });
      madeDirs.add(dir);
    }
    await Promise.all(pages.map((p) => writeFile(p.file, p.html)));
    for (const page of pages) bytes += Buffer.byteLength(page.html);
    report({ phase: "pages", done: Math.min(start + WRITE_BATCH, articles.length), total: articles.length });
    await onPages?.(pages.map(({ url, html }) => ({ url, html })));
  }
  return bytes;
}

/** Streams records as JSON lines, honouring back-pressure so memory stays flat. */
async function writeJsonLines(file: string, records: Iterable<unknown>): Promise<void> {
  const stream = createWriteStream(file, { encoding: "utf8" });
  for (const record of records) {
    if (!stream.write(`${JSON.stringify(record)}\n`)) await once(stream, "drain");
  }
  stream.end();
  await once(stream, "finish");
}

function tally<T>(items: T[], keyOf: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[keyOf(item)] = (out[keyOf(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function buildManifest(seed: number, world: World, outlets: Outlet[], articles: DemoArticle[], pagesBytes: number, groundTruthBytes: number): Manifest {
  const companies = world.orgs.filter((o) => o.kind === "company");
  return {
    name: "demo-archive",
    fictional: true,
    notice: FICTIONAL_NOTICE,
    seed,
    generator_version: GENERATOR_VERSION,
    archive_start: ARCHIVE_START,
    archive_cutoff: ARCHIVE_CUTOFF,
    files: { pages: PAGES_DIR, ground_truth: GROUND_TRUTH_FILE },
    counts: {
      articles: articles.length,
      outlets: outlets.length,
      organisations: world.orgs.length,
      companies: companies.length,
      listed: companies.filter((o) => o.listing).length,
      regulators: world.orgs.length - companies.length,
      people: world.people.length,
      places: world.places.length,
      products: world.products.length,
      events: world.events.length,
      stories: world.stories.length,
      languages: tally(articles, (a) => a.language),
      article_kinds: tally(articles, (a) => a.kind),
      date_modes: tally(articles, (a) => a.dateMode),
      brand_safety: tally(articles, (a) => a.brandSafety),
      modified_after_publication: articles.filter((a) => a.modified !== null).length,
      event_types: tally(world.events, (e) => e.type),
    },
    bytes: { pages: pagesBytes, ground_truth: groundTruthBytes },
  };
}
