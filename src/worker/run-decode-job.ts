import { decompressPlaintext } from "./decompress";
import { downloadBulkFile } from "./download";
import { DecodeError } from "./errors";
import { decryptFernet, FernetError, type FernetFailure } from "./fernet";
import { chooseFernetBackend } from "./fernet-backends";
import { checkBulkDocument, parseBulkDocument } from "./parse-document";
import type { DecodeErrorCode, DecodeJob, DecodeTimings, DocumentKind, DoneMessage, ProgressMessage } from "./protocol";

/**
 * One job from URL to document: download, decrypt, decompress, parse, with
 * progress at each phase. Pure of the worker: the worker entry and the Node
 * tests run this same function.
 */

const FERNET_CODES: Record<FernetFailure, DecodeErrorCode> = {
  bad_key: "wrong_key",
  bad_mac: "wrong_key",
  malformed: "tampered",
  bad_padding: "tampered",
  from_future: "tampered",
  expired: "expired",
};

export interface RunOptions {
  signal: AbortSignal;
  onProgress: (message: ProgressMessage) => void;
  /** The job's URL answered 200 before (see `downloadBulkFile`). */
  wasReady?: boolean;
}

export type DecodedFile = Omit<DoneMessage, "type" | "id" | "timings"> & { timings: Omit<DecodeTimings, "downloadMs"> };

export interface DecodeTokenOptions {
  forceFallback?: boolean;
  /** Check the items against the contract (see `DecodeJob.kind`). */
  kind?: DocumentKind;
  signal?: AbortSignal;
  /** Called as each phase starts, with the number of bytes it will process. */
  onPhase?: (phase: "decrypting" | "decompressing" | "parsing", inputBytes: number) => void;
}

/** Decrypts, decompresses and parses a downloaded token: the steps after the download. */
export async function decodeToken(token: Uint8Array, key: string, options: DecodeTokenOptions = {}): Promise<DecodedFile> {
  const { signal, onPhase } = options;
  const backend = chooseFernetBackend(options.forceFallback);
  const checkCancelled = () => {
    if (signal?.aborted) throw new DecodeError("cancelled");
  };

  let t = performance.now();
  onPhase?.("decrypting", token.length);
  let plaintext: Uint8Array<ArrayBuffer>;
  try {
    plaintext = await decryptFernet(token, key, backend);
  } catch (error) {
    if (error instanceof FernetError) throw DecodeError.withDetail(FERNET_CODES[error.reason], error.message);
    throw error;
  }
  const decryptMs = performance.now() - t;
  checkCancelled();

  t = performance.now();
  onPhase?.("decompressing", plaintext.length);
  const { compression, bytes } = await decompressPlaintext(plaintext);
  const decompressMs = performance.now() - t;
  checkCancelled();

  t = performance.now();
  onPhase?.("parsing", bytes.length);
  const parsed = parseBulkDocument(bytes);
  const parseMs = performance.now() - t;
  checkCancelled();

  t = performance.now();
  const document = options.kind ? checkBulkDocument(parsed.document, options.kind) : parsed.document;
  const checkMs = options.kind ? performance.now() - t : 0;
  checkCancelled();

  return { document, text: parsed.text, crypto: backend.path, compression, fileBytes: token.length, timings: { decryptMs, decompressMs, parseMs, checkMs } };
}

export async function runDecodeJob(job: DecodeJob, { signal, onProgress, wasReady }: RunOptions): Promise<DoneMessage> {
  const progress = (fields: Omit<ProgressMessage, "type" | "id">) => onProgress({ type: "progress", id: job.id, ...fields });

  const t = performance.now();
  const token = await downloadBulkFile(job.url, {
    deadlineMs: job.deadlineMs,
    signal,
    wasReady,
    onProgress: (p) =>
      p.phase === "waiting" ? progress({ phase: "waiting", bytes: 0, total: null, retryInS: p.retryInS }) : progress(p),
  });
  const downloadMs = performance.now() - t;

  const decoded = await decodeToken(token, job.key, {
    forceFallback: job.forceFallback,
    kind: job.kind,
    signal,
    onPhase: (phase, inputBytes) => progress({ phase, bytes: 0, total: inputBytes }),
  });
  return { type: "done", id: job.id, ...decoded, timings: { downloadMs, ...decoded.timings } };
}
