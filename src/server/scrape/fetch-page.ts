import net from "node:net";
import { LIMITS } from "../../contract";

/**
 * The page fetcher behind scrape-url and `npm run ingest -- urls.txt`: http(s)
 * only, hosts on an allow-list checked before any connection and again at
 * every redirect, at most 5 redirects, 5 MiB and 15 s, HTML only. Demo
 * archive URLs (`https://<outlet>.example/...`) are fetched from the local
 * service's /web/ route but keep their public URL.
 */
export type FetchErrorKind = "not_allowed" | "not_html" | "too_large" | "timeout" | "unreachable" | "too_many_redirects" | "http_status";

export class FetchPageError extends Error {
  constructor(
    readonly kind: FetchErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  url: string;
  finalUrl: string;
  status: number;
  contentType: string | null;
  html: string;
  fetchedAt: string;
}

export interface FetchPageOptions {
  /** Whether a URL may be fetched (checked before each request, redirects included). */
  allow: (url: URL) => boolean;
  /** Where to really fetch a public URL from (the local /web/ route for .example); null: as it is. */
  resolveLocal?: (url: URL) => string | null;
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const LOOPBACK_NAMES = new Set(["localhost", "localhost.localdomain", "ip6-localhost"]);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (LOOPBACK_NAMES.has(host)) return true;
  if (net.isIPv4(host)) return host.startsWith("127.");
  if (net.isIPv6(host)) return host === "::1" || host === "0:0:0:0:0:0:0:1";
  return false;
}

/** The default allow-list: the service's own origin, loopback, and the demo archive's .example outlets. */
export function defaultAllowList(serviceOrigin: string | null, extraHosts: readonly string[] = []): (url: URL) => boolean {
  const own = serviceOrigin ? new URL(serviceOrigin).host : null;
  return (url) =>
    (url.protocol === "http:" || url.protocol === "https:") &&
    (url.host === own || isLoopbackHost(url.hostname) || url.hostname.endsWith(".example") || extraHosts.includes(url.hostname.toLowerCase()));
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

export async function fetchPage(target: string, options: FetchPageOptions): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? LIMITS.scrape.maxRedirects;
  const maxBytes = options.maxBytes ?? LIMITS.scrape.maxBytes;
  const timeoutMs = options.timeoutMs ?? LIMITS.scrape.timeoutMs;
  const doFetch = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchPageError("timeout", `the page did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onAbort);

  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new FetchPageError("not_allowed", `${target} is not an absolute URL`);
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchPageError("not_allowed", `${url.protocol} URLs are never fetched; only http and https`);
      if (!options.allow(url)) throw new FetchPageError("not_allowed", `${url.host} is not on this service's allow-list of hosts it may fetch`);
      const real = options.resolveLocal?.(url) ?? url.toString();
      let response: Response;
      try {
        response = await doFetch(real, { redirect: "manual", signal: controller.signal, headers: { accept: "text/html,application/xhtml+xml" } });
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof FetchPageError) throw controller.signal.reason;
        throw new FetchPageError("unreachable", `${url.host} could not be reached: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
      }
      if (response.status >= 300 && response.status < 400 && response.headers.get("location")) {
        await response.body?.cancel();
        if (hop >= maxRedirects) throw new FetchPageError("too_many_redirects", `more than ${maxRedirects} redirects`);
        url = new URL(response.headers.get("location")!, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchPageError("http_status", `${url} answered HTTP ${response.status}`);
      }
      const contentType = response.headers.get("content-type");
      if (!contentType || !HTML_TYPES.test(contentType)) {
        await response.body?.cancel();
        throw new FetchPageError("not_html", `the page is ${contentType ?? "of no stated type"}, not HTML`);
      }
      const declared = Number(response.headers.get("content-length"));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel();
        throw new FetchPageError("too_large", `the page is ${declared} bytes; the limit is ${maxBytes}`);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = response.body!.getReader();
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (controller.signal.reason instanceof FetchPageError) throw controller.signal.reason;
          throw new FetchPageError("unreachable", `the page's body broke off: ${(error as Error).message}`);
        }
        if (chunk.done) break;
        size += chunk.value.length;
        if (size > maxBytes) {
          await reader.cancel();
          throw new FetchPageError("too_large", `the page is over the limit of ${maxBytes} bytes`);
        }
        chunks.push(chunk.value);
      }
      const charset = /charset=([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
      let decoder: TextDecoder;
      try {
        decoder = new TextDecoder(charset);
      } catch {
        decoder = new TextDecoder("utf-8");
      }
      return { url: target, finalUrl: url.toString(), status: response.status, contentType, html: decoder.decode(Buffer.concat(chunks)), fetchedAt: new Date().toISOString() };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}
