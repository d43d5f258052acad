import { parentPort, workerData } from "node:worker_threads";
import { Corpus } from "../engine/corpus";
import { SearchEngine } from "../engine/search-engine";
import { createEmbedder } from "../ingest/embeddings/embedder";
import { openWordVectors } from "../ingest/embeddings/word-vectors";
import { IndexStore, openIndexReadOnly } from "../index/index-store";
import { writeBulkFiles } from "./bulk-file";
import { runSearchJob } from "./job-search";
import type { JobWorkerData, RunJobMessage, JobWorkerReply } from "./job-runner";

/**
 * The job thread: its own read-only view of the index (SQLite WAL allows it
 * beside the service's connection) and its own engine over it, built once,
 * so that a long bulk or time search never holds up the service's event loop.
 * It runs one job at a time, as the service sends them.
 */
const { indexDir } = workerData as JobWorkerData;
const store = new IndexStore(openIndexReadOnly(indexDir));
const engine = new SearchEngine(Corpus.load(store), store.db, createEmbedder(openWordVectors(indexDir)));
parentPort!.postMessage({ type: "ready" } satisfies JobWorkerReply);

parentPort!.on("message", async (message: RunJobMessage) => {
  let reply: JobWorkerReply;
  try {
    const { document, rows } = runSearchJob(engine, message.job);
    const paths = await writeBulkFiles(document, message.key, message.dir, message.taskId);
    reply = { type: "done", taskId: message.taskId, paths, rows };
  } catch (error) {
    reply = { type: "failed", taskId: message.taskId, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
