/**
 * What the page and the bulk-file worker say to each other. The page asks for
 * one file (`DecodeJob`); the worker answers with progress messages, then the
 * document's items a slice at a time and one final `done`, or `failed`. The
 * page never decrypts, decompresses, parses or checks: receiving a slice is
 * a short task, where one message of ten thousand rows would hold the page
 * for a long one.
 */

/** The steps of one download, in order. `waiting`: the file is not ready yet (404 + Retry-After). */
export type DecodePhase = "waiting" | "downloading" | "decrypting" | "decompressing" | "parsing";

/** Which implementation decrypted: WebCrypto where the page is a secure context, the pure-JS fallback elsewhere. */
export type CryptoPath = "webcrypto" | "noble";

export type Compression = "zstd" | "gzip";

/** Every way a download can fail, each with its own message for the user. */
export type DecodeErrorCode =
  | "wrong_key" // HMAC check failed with a well-formed token: the key does not match the file
  | "tampered" // the token is malformed (version, length, base64) or its HMAC fails in a way that points to changed bytes
  | "not_compressed" // decrypted, but the plaintext is not a zstd/gzip stream
  | "truncated" // decrypted, but the compressed stream ends early
  | "invalid_json" // decompressed, but not the JSON document of the interface
  | "expired" // the service says the file is gone (410, or 404 after it was once ready)
  | "failed" // the service says the search itself failed (410 with its reason): no file will come
  | "not_ready" // still 404 when the deadline passed
  | "cancelled"
  | "network"; // the download itself failed (connection, HTTP status other than 404/410)

export interface DecodeJob {
  id: string;
  /** `download_from` as the service gave it. */
  url: string;
  /** `decrypt_using`: the urlsafe-base64 Fernet key. */
  key: string;
  /** Give up polling a file that is not ready after this many milliseconds. */
  deadlineMs: number;
  /** Force the pure-JS crypto path (tests and the settings page); default: WebCrypto when available. */
  forceFallback?: boolean;
  /**
   * What the file holds. When given, the worker checks every item against
   * the contract's schema (a bulk result, or a time bucket of results) and
   * sends the items as the schema reads them; a file that does not match
   * fails with `invalid_json`, naming the item and field.
   */
  kind?: DocumentKind;
}

export type DocumentKind = "bulk" | "time";

/** Items per `items` message. */
export const ITEMS_PER_MESSAGE = 500;

export interface DecodeTimings {
  downloadMs: number;
  decryptMs: number;
  decompressMs: number;
  parseMs: number;
  /** Checking the items against the contract (0 when the job names no `kind`). */
  checkMs: number;
}

export type PageToWorker = { type: "start"; job: DecodeJob } | { type: "cancel"; id: string };

export interface ProgressMessage {
  type: "progress";
  id: string;
  phase: DecodePhase;
  /** Bytes received so far (download) or processed (later phases). */
  bytes: number;
  /** Total bytes when the service sent a length. */
  total: number | null;
  /** While `waiting`: seconds until the next try. */
  retryInS?: number;
}

/** A decoded file, as the page client hands it on. */
export interface DoneMessage {
  type: "done";
  id: string;
  /** The parsed plaintext: `{"response": [...]}`. */
  document: { response: unknown[] };
  /** The exact decrypted, decompressed JSON text, for "export as JSON". */
  text: string;
  crypto: CryptoPath;
  compression: Compression;
  fileBytes: number;
  timings: DecodeTimings;
}

/** The next `ITEMS_PER_MESSAGE` (or fewer) items of `document.response`, in order. */
export interface ItemsMessage {
  type: "items";
  id: string;
  items: unknown[];
}

/** `done` as sent: the items came ahead of it, `itemCount` says how many. */
export type DoneWireMessage = Omit<DoneMessage, "document"> & { itemCount: number };

export interface FailedMessage {
  type: "failed";
  id: string;
  code: DecodeErrorCode;
  message: string;
}

export type WorkerToPage = ProgressMessage | ItemsMessage | DoneWireMessage | FailedMessage;
