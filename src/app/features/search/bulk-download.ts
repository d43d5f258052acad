import { LIMITS, type BulkPlaintext, type BulkResponse, type TimePlaintext } from "../../../contract";
import { decodeBulkFile } from "../../../worker/decode-client";
import type { DecodeErrorCode, DecodeJob, DoneMessage, ProgressMessage } from "../../../worker/protocol";
import type { ResultRow } from "./export";

export type DecodeProgress = ProgressMessage;
export type DecodeDone = DoneMessage;
export type DecodeError = Error & { code: DecodeErrorCode };

export interface TimeBucket {
  start: string;
  end: string;
  count: number;
}

export interface DecodedFile {
  rows: ResultRow[];
  /** Time search only: the intervals in the file's order, with their result counts. */
  buckets: TimeBucket[] | null;
  /** The exact decrypted JSON text, for export. */
  text: string;
  crypto: DecodeDone["crypto"];
  compression: DecodeDone["compression"];
  fileBytes: number;
  timings: DecodeDone["timings"];
}

/** Give up on a file that is not ready after twice the longest a bulk search is said to take. */
const DEADLINE_MS = LIMITS.bulkDurationSeconds.max * 2 * 1000;

/**
 * Fetches, decrypts, decodes and checks a bulk or time-search file in the
 * worker, and turns its document into table rows (time results carry their
 * interval).
 */
export async function downloadResults(
  task: BulkResponse,
  kind: "bulk" | "time",
  baseUrl: string,
  opts: { onProgress?: (m: DecodeProgress) => void; signal?: AbortSignal },
): Promise<DecodedFile> {
  const job: DecodeJob = { id: task.task_id, url: new URL(task.download_from, baseUrl).toString(), key: task.decrypt_using, deadlineMs: DEADLINE_MS, kind };
  const done = await decodeBulkFile(job, opts);
  // Building the table from ten thousand rows is the page's one long step: give it a task of its
  // own, not the end of the one that received the worker's last message.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (opts.signal?.aborted) throw Object.assign(new Error("cancelled"), { code: "cancelled" as const });
  const common = { text: done.text, crypto: done.crypto, compression: done.compression, fileBytes: done.fileBytes, timings: done.timings };
  // The worker has checked every item against the contract's schema for `kind`.
  if (kind === "bulk") return { rows: (done.document as BulkPlaintext).response, buckets: null, ...common };
  const intervals = (done.document as TimePlaintext).response;
  const rows = intervals.flatMap((bucket) => bucket.results.map((r) => ({ ...r, bucket: bucket.start })));
  const buckets = intervals.map((b) => ({ start: b.start, end: b.end, count: b.results.length }));
  return { rows, buckets, ...common };
}

export function isDecodeError(error: unknown): error is DecodeError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === "string";
}
