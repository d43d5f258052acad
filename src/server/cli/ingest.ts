import fs from "node:fs";
import path from "node:path";
import { ConfigError, readConfig } from "../config";
import { ingestPages } from "../ingest/ingest-runner";
import { folderPages, jsonlPages, urlListPages } from "../ingest/page-sources";
import { finalizeIndex } from "../index/finalize";
import { IndexStore, openIndex } from "../index/index-store";
import { createProgress } from "./progress";

/**
 * `npm run ingest -- <folder | file.jsonl | urls.txt>`: adds a user's own
 * pages to the index in DATA_DIR through the same path as the demo archive.
 * Bad pages are reported and skipped; the run goes on.
 */
async function fetchHtml(url: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const response = await fetch(url, { signal: controller.signal, redirect: "follow" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const type = response.headers.get("content-type") ?? "";
    if (!/text\/html|application\/xhtml\+xml/i.test(type)) throw new Error(`not an HTML page (${type || "no content type"})`);
    const body = await response.text();
    if (body.length > 5 * 1024 * 1024) throw new Error("the page is over 5 MiB");
    return body;
  } catch (error) {
    throw new Error(controller.signal.aborted ? "no answer within 15 s" : (error as Error).message, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: npm run ingest -- <folder of .html | file.jsonl | urls.txt>");
    process.exit(2);
  }
  if (!fs.existsSync(target)) {
    console.error(`${target} does not exist`);
    process.exit(2);
  }
  let config;
  try {
    config = readConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : String(error));
    process.exit(2);
  }
  const isDir = fs.statSync(target).isDirectory();
  const ext = path.extname(target).toLowerCase();
  const source = isDir ? folderPages(target) : ext === ".jsonl" ? jsonlPages(target) : ext === ".txt" ? urlListPages(target, fetchHtml) : null;
  if (!source) {
    console.error(`${target}: give a folder of .html files, a .jsonl file or a .txt list of URLs`);
    process.exit(2);
  }
  const store = new IndexStore(openIndex(config.dataDir));
  const companies = store.loadCompanies();
  const progress = createProgress("Ingesting");
  const report = await ingestPages(store, { dataDir: config.dataDir, companies, source: "ingest" }, source, {
    onProgress: (done, r) => progress.update(done, done, `${r.added + r.replaced} added, ${r.skipped.length} skipped`),
  });
  progress.done("finished");
  const finalized = finalizeIndex(store);
  console.log(`Added ${report.added}, replaced ${report.replaced}, unchanged ${report.unchanged}, skipped ${report.skipped.length} in ${report.seconds} s; ${finalized.assigned} snippets placed in ${finalized.shards} shards; index build ${finalized.buildId}.`);
  for (const skip of report.skipped) console.log(`  skipped ${skip.url}: ${skip.why}`);
  console.log("Restart the service (npm start) to search the new pages.");
  store.db.close();
}

void main();
