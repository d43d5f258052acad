import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { jsonInvalidDetail, LIMITS } from "../../contract";
import { HttpError, validationError } from "./errors";

/** Reads a request body, refusing more than the 1 MiB decisions.md allows with a 413. */
export async function readBody(req: IncomingMessage, limit: number = LIMITS.bodyBytes): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new HttpError(413, `The request body is ${declared} bytes; the limit is ${limit} bytes (1 MiB).`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, `The request body is over ${limit} bytes (1 MiB).`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Requests nest a few levels; a body nested deeper than this is refused before parsing. */
export const MAX_JSON_DEPTH = 32;

/** The position where nesting first goes deeper than `max`, or -1 (strings skipped). */
function tooDeepAt(text: string, max: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

/** Parses a JSON body; a missing body is pydantic's `missing`, a broken one `json_invalid`. */
export function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString("utf8");
  if (text.trim() === "") {
    throw validationError([{ loc: ["body"], msg: "Field required", type: "missing", input: null }]);
  }
  const deep = tooDeepAt(text, MAX_JSON_DEPTH);
  if (deep >= 0) throw validationError([jsonInvalidDetail(deep, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`)]);
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    throw validationError([jsonInvalidDetail(position, message)]);
  }
}

const GZIP_MIN_BYTES = 1024;

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = Buffer.from(JSON.stringify(body));
  sendBytes(req, res, status, payload, { "content-type": "application/json", ...headers });
}

export function sendBytes(req: IncomingMessage, res: ServerResponse, status: number, payload: Buffer, headers: Record<string, string>): void {
  const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (acceptsGzip && payload.length >= GZIP_MIN_BYTES) {
    const gz = zlib.gzipSync(payload, { level: 6 });
    res.writeHead(status, { ...headers, "content-encoding": "gzip", vary: "accept-encoding", "content-length": gz.length });
    res.end(req.method === "HEAD" ? undefined : gz);
    return;
  }
  res.writeHead(status, { ...headers, "content-length": payload.length });
  res.end(req.method === "HEAD" ? undefined : payload);
}
