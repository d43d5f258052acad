import { parentPort, workerData } from "node:worker_threads";
import { createAnalyzerContext, type AnalyzerSetup } from "./analyzer";
import { analyzePage, type PageInput } from "./pipeline";

/** A worker thread of the ingest pool: pages in, analysed documents (or why not) out. */
const ctx = createAnalyzerContext(workerData as AnalyzerSetup);

parentPort!.on("message", (message: { id: number; input: PageInput }) => {
  try {
    const result = analyzePage(message.input, ctx);
    const buffers = result.snippets.map((s) => s.vector.buffer as ArrayBuffer);
    parentPort!.postMessage({ id: message.id, result }, buffers);
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
