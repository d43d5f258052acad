import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { sendJson } from "../http/io";
import type { Compression } from "./bulk-file";
import { DOWNLOADS_PATH, type SearchJobs } from "./search-jobs";

/** Seconds a client waits before asking again for a file that is not ready. */
const RETRY_AFTER_S = 1;
const FILE_NAME = /^([0-9a-f-]{36})\.(zstd|gzip)\.fernet$/;

/**
 * GET /downloads/<task_id>.<zstd|gzip>.fernet. No key is asked for: the file
 * is useless without `decrypt_using`, and a page of any origin may fetch it.
 * - ready: 200, the Fernet token's bytes;
 * - queued or running: 404 with Retry-After (decisions.md: clients poll);
 * - failed: 410 naming the failure, since the file will never come and a
 *   client polling 404s would only wait for its deadline;
 * - expired (or its file gone from disk): 410;
 * - unknown: 404 without Retry-After.
 * Answers false for paths outside /downloads/.
 */
export function serveDownload(jobs: SearchJobs, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (!url.pathname.startsWith(DOWNLOADS_PATH)) return false;
  const headers = { "access-control-allow-origin": "*", "access-control-expose-headers": "retry-after", "cache-control": "no-store" };
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendJson(req, res, 405, { detail: `Method ${req.method} is not allowed here; use GET.` }, { ...headers, allow: "GET, HEAD" });
    return true;
  }
  const name = url.pathname.slice(DOWNLOADS_PATH.length);
  const match = FILE_NAME.exec(name);
  const job = match ? jobs.current(match[1]!) : undefined;
  if (!match || !job) {
    sendJson(req, res, 404, { detail: `There is no file ${name}: no bulk or time search has that task id.` }, headers);
    return true;
  }
  const compression = match[2] as Compression;
  const file = compression === "zstd" ? job.zstd_path : job.gzip_path;
  switch (job.status) {
    case "queued":
    case "running":
      sendJson(req, res, 404, { detail: `The file is not ready yet: the ${job.kind} search is ${job.status}. Retry after ${RETRY_AFTER_S} s.` }, { ...headers, "retry-after": String(RETRY_AFTER_S) });
      return true;
    case "failed":
      sendJson(req, res, 410, { detail: `The ${job.kind} search failed, so there is no file: ${job.error ?? "no reason was recorded"}. Start the search again.` }, headers);
      return true;
    case "expired":
      sendJson(req, res, 410, { detail: `The file has expired and was removed (files are kept for a limited time after the search finishes). Start the search again.` }, headers);
      return true;
    case "done":
      break;
  }
  let size: number;
  try {
    size = file ? fs.statSync(file).size : -1;
  } catch {
    size = -1;
  }
  if (!file || size < 0) {
    sendJson(req, res, 410, { detail: "The file is no longer on this service's disk. Start the search again." }, headers);
    return true;
  }
  res.writeHead(200, {
    ...headers,
    "content-type": "application/octet-stream",
    "content-length": size,
    "content-disposition": `attachment; filename="${name}"`,
  });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  pipeline(fs.createReadStream(file), res).catch(() => res.destroy());
  return true;
}
