import type { DecodeErrorCode } from "./protocol";

/** What the user reads for each failure: what happened and what they can do. */
const MESSAGES: Record<DecodeErrorCode, string> = {
  wrong_key:
    "The file could not be verified with its key: the key does not belong to this file, or the file was changed after it was made. Nothing was decoded; run the search again to get a fresh file and key.",
  tampered: "The downloaded file is damaged: it is not a well-formed encrypted result file. Nothing was decoded; run the search again.",
  not_compressed: "The file decrypted, but its content is not compressed data the workbench can read (zstd or gzip). Nothing was shown.",
  truncated: "The file decrypted, but its compressed data ends early: the file is incomplete. Nothing was shown; run the search again.",
  invalid_json: "The file decoded, but it is not a result document ({\"response\": [...]}). Nothing was shown.",
  expired: "The result file has expired on the service. Run the search again to make a new one.",
  failed: "The search failed on the service, so there is no file to download.",
  not_ready: "The result file was still not ready when the waiting time ran out. Try the download again later.",
  cancelled: "The download was cancelled.",
  network: "The download failed.",
};

/** The user's message for `code`, with a short technical detail where one helps a bug report. */
export function decodeErrorMessage(code: DecodeErrorCode, detail?: string): string {
  return detail ? `${MESSAGES[code]} (${detail})` : MESSAGES[code];
}

/** A failure of one decode, with the protocol's code; crosses the worker boundary as `{code, message}`. */
export class DecodeError extends Error {
  readonly code: DecodeErrorCode;

  constructor(code: DecodeErrorCode, message: string = decodeErrorMessage(code)) {
    super(message);
    this.name = "DecodeError";
    this.code = code;
  }

  static withDetail(code: DecodeErrorCode, detail: string): DecodeError {
    return new DecodeError(code, decodeErrorMessage(code, detail));
  }
}

export function isDecodeError(error: unknown): error is DecodeError {
  return error instanceof DecodeError;
}
