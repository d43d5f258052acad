import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { readBody } from "./http/io";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length", "accept-encoding"]);

/**
 * Pass-through mode (decisions.md §3): the interface is forwarded to an
 * upstream base URL unchanged, so a browser on this origin can reach a service
 * that does not allow it cross-origin. The key travels as the caller sent it.
 */
export async function forwardUpstream(upstream: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const target = upstream + url.pathname + url.search;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(await readBody(req));
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  let answer: Response;
  try {
    answer = await fetch(target, { method: req.method, headers, body, redirect: "manual", signal: controller.signal });
  } catch (error) {
    const message = `The upstream service at ${upstream} could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify(url.pathname.startsWith("/api/search/") ? { detail: message } : { error: { code: "backend_error", message } }));
    return;
  }
  const outHeaders: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    // fetch has already decoded the body, so its encoding and length no longer apply.
    if (!HOP_BY_HOP.has(name) && name !== "content-encoding") outHeaders[name] = value;
  });
  res.writeHead(answer.status, outHeaders);
  if (!answer.body) {
    res.end();
    return;
  }
  Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream).pipe(res);
}
