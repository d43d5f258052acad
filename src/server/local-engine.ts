import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import type { ArchiveInfo, ServiceParts } from "./app";
import { DEMO_ARCHIVE_NAME, ensureDemoArchive, pagesDir } from "./archive/build-archive";
import { pageFileForUrl } from "./archive/demo";
import type { ServiceConfig } from "./config";
import { Corpus } from "./engine/corpus";
import { SearchEngine } from "./engine/search-engine";
import { sendBytes } from "./http/io";
import { createEmbedder } from "./ingest/embeddings/embedder";
import { openWordVectors } from "./ingest/embeddings/word-vectors";
import { IndexStore, openIndex } from "./index/index-store";
import { CompanyMatcher } from "./ingest/companies";
import { defaultAllowList } from "./scrape/fetch-page";
import { createScrapeHandler } from "./scrape/scrape-handler";
import { agentSearch } from "./engine/agent";
import { Enricher } from "./engine/enrichments";
import { topicTrend } from "./engine/topic-trend";
import { createWorkerJobRunner } from "./jobs/job-runner";

/**
 * The local engine behind the interface: the index in DATA_DIR (with the
 * demo archive built into it on first start unless ARCHIVE=none), loaded
 * into memory, and the handlers that answer from it.
 */
export interface LocalEngine {
  parts: ServiceParts;
  engine: SearchEngine;
  store: IndexStore;
  close(): void;
}

export async function startLocalEngine(config: ServiceConfig, options: { archiveArticles?: number; out?: NodeJS.WriteStream } = {}): Promise<LocalEngine> {
  const store = new IndexStore(openIndex(config.dataDir));
  if (config.archive === "demo") {
    await ensureDemoArchive(config.dataDir, store, { articles: options.archiveArticles, out: options.out });
  }
  const embedder = createEmbedder(openWordVectors(config.dataDir));
  const corpus = Corpus.load(store);
  const engine = new SearchEngine(corpus, store.db, embedder);
  const isDemo = store.getMeta("demo_archive") !== null;

  const archiveInfo = (): ArchiveInfo => ({
    name: store.getMeta("archive_name") ?? (corpus.docs.length > 0 ? "Ingested pages" : "No archive loaded"),
    fictional: isDemo,
    documents: corpus.docs.length,
    snippets: corpus.size,
    index_build: corpus.buildId,
    archive_cutoff: corpus.cutoff,
  });

  const pages = pagesDir(config.dataDir);
  // The demo archive's pages under their own origin: /web/<netloc>/<path>.
  const extraRoutes = (req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean => {
    if (!url.pathname.startsWith("/web/") || (req.method !== "GET" && req.method !== "HEAD")) return false;
    let file: string;
    try {
      file = path.join(pages, pageFileForUrl(`https://${url.pathname.slice("/web/".length)}`));
    } catch {
      file = "";
    }
    if (!file || !file.startsWith(pages + path.sep) || !fs.existsSync(file)) {
      sendBytes(req, res, 404, Buffer.from("<!doctype html><title>Not found</title><p>No such page in the archive.</p>"), { "content-type": "text/html; charset=utf-8" });
      return true;
    }
    sendBytes(req, res, 200, fs.readFileSync(file), { "content-type": "text/html; charset=utf-8", "x-archive": isDemo ? DEMO_ARCHIVE_NAME : "ingested" });
    return true;
  };

  // .example outlets live in this service's own archive: fetch them from /web/ on the origin the caller used.
  const companies = new CompanyMatcher(store.loadCompanies());
  const enricher = new Enricher(corpus);
  const scrapeUrl = createScrapeHandler({
    companies,
    fetchOptions: (origin) => ({
      allow: defaultAllowList(origin),
      resolveLocal: (url) => (url.hostname.endsWith(".example") ? `${origin}/web/${url.host}${url.pathname}${url.search}` : null),
    }),
  });

  // Bulk and time searches run on their own thread over the same index.
  const jobRunner = createWorkerJobRunner(config.dataDir);

  const parts: ServiceParts = {
    archiveInfo,
    extraRoutes,
    jobRunner,
    handlers: {
      scrapeUrl,
      fastSearch: (ctx) => {
        const started = performance.now();
        const response = engine.search(ctx.body);
        return { response, request_id: ctx.requestId, took_ms: Math.round(performance.now() - started) };
      },
      richSearch: (ctx) => {
        const started = performance.now();
        const response = engine.top(ctx.body).map((x) => enricher.enrich(engine.toResult(x, ctx.body), x.snippet, ctx.body));
        return { response, request_id: ctx.requestId, took_ms: Math.round(performance.now() - started) };
      },
      search: (ctx) => {
        const started = performance.now();
        const { results, strategy } = agentSearch(engine, companies, ctx.body);
        return { response: results, strategy, request_id: ctx.requestId, took_ms: Math.round(performance.now() - started) };
      },
      topicTrend: (ctx) => {
        const started = performance.now();
        const response = topicTrend(corpus, store.db, ctx.body);
        return { response, request_id: ctx.requestId, took_ms: Math.round(performance.now() - started) };
      },
    },
  };
  return {
    parts,
    engine,
    store,
    close: () => {
      void jobRunner.close();
      store.db.close();
    },
  };
}
