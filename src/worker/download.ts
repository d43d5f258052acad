import { DecodeError } from "./errors";

/**
 * Fetches a bulk file (decisions.md "Bulk and time search"): until the file
 * is ready the service answers 404 with `Retry-After`; we wait as told and
 * ask again, up to the caller's deadline. 410, a 404 whose body says the
 * file expired, or a 404 for a file that was once ready, means it is gone.
 */

export type DownloadProgress =
  | { phase: "waiting"; retryInS: number }
  | { phase: "downloading"; bytes: number; total: number | null };

export interface DownloadOptions {
  /** Stop polling a file that is not ready this many milliseconds after the first request. */
  deadlineMs: number;
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
  /** This URL was downloaded before: a 404 now means the file is gone, not that it is still being made. */
  wasReady?: boolean;
}

/** When a 404 carries no usable `Retry-After`. */
const DEFAULT_RETRY_S = 2;
/** `Retry-After: 0` would turn polling into a busy loop against the service. */
const MIN_RETRY_S = 0.25;
const EXPIRED_DETAIL = /expired|no longer/i;

/** The `detail` of a JSON error body, else the body's first line. */
function detailOf(body: string): string {
  try {
    const detail = (JSON.parse(body) as { detail?: unknown }).detail;
    if (typeof detail === "string") return detail;
  } catch {
    // not JSON: the text itself
  }
  return body.split("\n")[0]!.slice(0, 300);
}

/** `Retry-After` is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, nowMs = Date.now()): number {
  if (header === null || header.trim() === "") return DEFAULT_RETRY_S;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(MIN_RETRY_S, seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return DEFAULT_RETRY_S;
  return Math.max(MIN_RETRY_S, (date - nowMs) / 1000);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DecodeError("cancelled"));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Whatever `fetch` or a body read throws: cancellation when we aborted, else a network failure. */
function downloadFailure(error: unknown, signal: AbortSignal): DecodeError {
  if (error instanceof DecodeError) return error;
  if (signal.aborted) return new DecodeError("cancelled");
  return DecodeError.withDetail("network", (error as Error).message);
}

/** A `Content-Length` counts encoded bytes when the service compressed the transfer; then the total is unknown. */
function totalOf(response: Response): number | null {
  const encoding = response.headers.get("content-encoding");
  if (encoding && encoding !== "identity") return null;
  const length = Number(response.headers.get("content-length"));
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

async function readBody(response: Response, onProgress: DownloadOptions["onProgress"]): Promise<Uint8Array<ArrayBuffer>> {
  const total = totalOf(response);
  onProgress({ phase: "downloading", bytes: 0, total });
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  let buffer = new Uint8Array(total ?? 1 << 20);
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (length + value.length > buffer.length) {
      const grown = new Uint8Array(Math.max(buffer.length * 2, length + value.length));
      grown.set(buffer.subarray(0, length));
      buffer = grown;
    }
    buffer.set(value, length);
    length += value.length;
    onProgress({ phase: "downloading", bytes: length, total: total !== null && total >= length ? total : null });
  }
  return length === buffer.length ? buffer : buffer.slice(0, length);
}

export async function downloadBulkFile(url: string, options: DownloadOptions): Promise<Uint8Array<ArrayBuffer>> {
  const { signal, onProgress } = options;
  const giveUpAt = Date.now() + options.deadlineMs;
  try {
    for (;;) {
      if (signal.aborted) throw new DecodeError("cancelled");
      const response = await fetch(url, { signal, cache: "no-store" });
      if (response.ok) return await readBody(response, onProgress);
      if (response.status === 410) {
        // Gone for good: expired, or the search failed, in which case the service says why.
        const detail = detailOf(await response.text());
        throw DecodeError.withDetail(EXPIRED_DETAIL.test(detail) || !detail ? "expired" : "failed", detail || "HTTP 410");
      }
      if (response.status !== 404) throw DecodeError.withDetail("network", `HTTP ${response.status}`);

      const detail = await response.text();
      if (EXPIRED_DETAIL.test(detail)) throw DecodeError.withDetail("expired", "HTTP 404, expired");
      if (options.wasReady) throw DecodeError.withDetail("expired", "HTTP 404 for a file downloaded before");
      const left = giveUpAt - Date.now();
      if (left <= 0) throw new DecodeError("not_ready");
      const waitS = Math.min(parseRetryAfter(response.headers.get("retry-after")), left / 1000);
      onProgress({ phase: "waiting", retryInS: waitS });
      await sleep(waitS * 1000, signal);
    }
  } catch (error) {
    throw downloadFailure(error, signal);
  }
}
