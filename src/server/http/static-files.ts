import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { sendBytes } from "./io";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * Serves the built workbench. Paths that name no file get index.html, so the
 * workbench's own routes (/search, /entities...) survive a reload.
 */
export function serveStatic(staticDir: string | null, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const index = staticDir ? path.join(staticDir, "index.html") : null;
  if (!staticDir || !index || !fs.existsSync(index)) {
    const page = Buffer.from(
      "<!doctype html><title>Research Workbench</title><p>The workbench is not built. Run <code>npm run build</code>, or <code>npm start</code>, which builds it.</p>",
    );
    sendBytes(req, res, 503, page, { "content-type": "text/html; charset=utf-8" });
    return;
  }
  let file = path.normalize(path.join(staticDir, decodeURIComponentSafe(pathname)));
  if (!file.startsWith(staticDir + path.sep) || !isFile(file)) file = index;
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  sendBytes(req, res, 200, fs.readFileSync(file), {
    "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    "x-content-type-options": "nosniff",
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "/";
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
