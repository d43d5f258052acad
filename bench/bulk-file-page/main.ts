import { decodeBulkFile } from "../../src/worker/decode-client";

/**
 * The bench's page: decodes one file in the workbench's worker, through the
 * same client the workbench uses, and hands back what the bench prints.
 */
async function decodeForBench(url: string, key: string) {
  const started = performance.now();
  const done = await decodeBulkFile({ id: url, url, key, deadlineMs: 10_000 });
  return {
    pageMs: performance.now() - started,
    timings: done.timings,
    crypto: done.crypto,
    compression: done.compression,
    fileBytes: done.fileBytes,
    textBytes: new TextEncoder().encode(done.text).length,
    rows: (done.document as { response: unknown[] }).response.length,
  };
}

export type BenchDecodeResult = Awaited<ReturnType<typeof decodeForBench>>;

Object.assign(window, { decodeForBench });
