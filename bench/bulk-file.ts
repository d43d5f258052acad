import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { build } from "vite";
import { decompress as zstdDecompress } from "zstd-napi";
import { makeBulkFile, sampleResults, type FileCompression } from "../tests/helpers/bulk-file";
import { fernetKey } from "../tests/helpers/fernet";
import type { BenchDecodeResult } from "./bulk-file-page/main";

/**
 * A name Chromium resolves to 127.0.0.1 but, unlike 127.0.0.1 itself, treats
 * as an insecure origin over http: a stand-in for a LAN address, where the
 * page has no `crypto.subtle` and the decoder must pick its pure-JS path.
 */
const INSECURE_HOST = "bulk-bench.test";

/**
 * The bulk-file decoder in headless Chromium (the workbench's worker, built
 * by Vite as the app builds it) against Node's native crypto, zstd-napi and
 * zlib on the same file: a 10,000-result bulk file of about 1 KB of text per
 * result. Each figure is the median of `RUNS` runs after one warm-up, Node's
 * and the browser's runs taking turns.
 * Decrypt (base64, HMAC check, AES) MB/s counts token bytes; decompress and
 * parse MB/s count JSON bytes. The fallback path is measured where a page
 * really gets it, on an insecure origin, not by forcing it.
 */
const RUNS = 5;
const RESULTS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const mbPerS = (bytes: number, ms: number) => round(bytes / 1e6 / (ms / 1000));

interface PhaseTimes {
  decryptMs: number;
  decompressMs: number;
  parseMs: number;
}

function nodeDecode(token: Buffer, key: string, compression: FileCompression): PhaseTimes {
  let t = performance.now();
  const raw = Buffer.from(key, "base64url");
  const bytes = Buffer.from(token.toString("latin1"), "base64url");
  const signed = bytes.subarray(0, bytes.length - 32);
  const mac = crypto.createHmac("sha256", raw.subarray(0, 16)).update(signed).digest();
  if (!crypto.timingSafeEqual(mac, bytes.subarray(bytes.length - 32))) throw new Error("HMAC mismatch");
  const decipher = crypto.createDecipheriv("aes-128-cbc", raw.subarray(16), bytes.subarray(9, 25));
  const plain = Buffer.concat([decipher.update(bytes.subarray(25, bytes.length - 32)), decipher.final()]);
  const decryptMs = performance.now() - t;

  t = performance.now();
  const json = compression === "zstd" ? zstdDecompress(plain) : zlib.gunzipSync(plain);
  const decompressMs = performance.now() - t;

  t = performance.now();
  const document = JSON.parse(json.toString("utf8")) as { response: unknown[] };
  if (document.response.length !== RESULTS) throw new Error("wrong row count");
  return { decryptMs, decompressMs, parseMs: performance.now() - t };
}

function medianTimes(runs: PhaseTimes[]): PhaseTimes {
  return { decryptMs: median(runs.map((r) => r.decryptMs)), decompressMs: median(runs.map((r) => r.decompressMs)), parseMs: median(runs.map((r) => r.parseMs)) };
}

const CONTENT_TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".map": "application/json" };

/** Serves the built page and the bulk files on 127.0.0.1. */
async function serve(dist: string, files: Record<string, Buffer>): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://x").pathname;
    const file = files[url];
    if (file) return void res.writeHead(200, { "content-type": "application/octet-stream", "content-length": file.length }).end(file);
    const local = path.join(dist, url === "/" ? "index.html" : url);
    if (!local.startsWith(dist) || !fs.existsSync(local)) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": CONTENT_TYPES[path.extname(local)] ?? "application/octet-stream" }).end(fs.readFileSync(local));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function benchBulkFile(): Promise<void> {
  const key = fernetKey();
  const text = JSON.stringify({ response: sampleResults(RESULTS, 1000) });
  const jsonBytes = Buffer.byteLength(text);
  const files: Record<string, Buffer> = { "/files/bulk.zstd.fernet": makeBulkFile(text, key, "zstd"), "/files/bulk.gzip.fernet": makeBulkFile(text, key, "gzip") };

  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bulk-file-"));
  await build({
    configFile: false,
    logLevel: "warn",
    root: path.resolve(import.meta.dirname, "bulk-file-page"),
    worker: { format: "es" },
    build: { outDir: dist, emptyOutDir: true, target: "es2022" },
  });
  const server = await serve(dist, files);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`,
    ],
  });
  try {
    // The page picks its crypto path itself: WebCrypto on 127.0.0.1 (a secure context), the fallback elsewhere.
    const origins = { webcrypto: `http://127.0.0.1:${server.port}`, noble: `http://${INSECURE_HOST}:${server.port}` };
    const pages = Object.fromEntries(
      await Promise.all(
        Object.entries(origins).map(async ([cryptoPath, origin]) => {
          const page = await browser.newPage();
          page.on("pageerror", (error) => {
            throw error;
          });
          await page.goto(`${origin}/index.html`);
          return [cryptoPath, page] as const;
        }),
      ),
    );
    console.log(`\nBulk file decode: ${RESULTS.toLocaleString("en")} results, JSON ${round(jsonBytes / 1e6)} MB; median of ${RUNS} runs (Chromium worker vs Node native)`);
    const rows: Record<string, Record<string, number | string>> = {};
    for (const compression of ["zstd", "gzip"] as const) {
      const token = files[`/files/bulk.${compression}.fernet`]!;
      for (const cryptoPath of ["webcrypto", "noble"] as const) {
        const url = `${origins[cryptoPath]}/files/bulk.${compression}.fernet`;
        const runs: BenchDecodeResult[] = [];
        const nodeRuns: PhaseTimes[] = [];
        // Node and the browser take turns, so a busy moment of the machine weighs on both sides alike.
        for (let i = 0; i <= RUNS; i++) {
          const nodeRun = nodeDecode(token, key, compression);
          const result = await pages[cryptoPath]!.evaluate(
            ([u, k]) => (window as unknown as { decodeForBench: (u: string, k: string) => Promise<BenchDecodeResult> }).decodeForBench(u, k),
            [url, key] as const,
          );
          if (result.rows !== RESULTS || result.textBytes !== jsonBytes) throw new Error(`the browser decoded ${result.rows} rows`);
          if (result.crypto !== cryptoPath) throw new Error(`the page at ${origins[cryptoPath]} decrypted with ${result.crypto}`);
          if (i > 0) {
            runs.push(result);
            nodeRuns.push(nodeRun);
          }
        }
        const worker = medianTimes(runs.map((r) => r.timings));
        const node = medianTimes(nodeRuns);
        const label = `${compression}, ${cryptoPath}`;
        const phases = [
          ["decrypt", worker.decryptMs, node.decryptMs, token.length],
          ["decompress", worker.decompressMs, node.decompressMs, jsonBytes],
          ["parse", worker.parseMs, node.parseMs, jsonBytes],
        ] as const;
        for (const [phase, workerMs, nodeMs, bytes] of phases) {
          rows[`${label}: ${phase}`] = {
            "worker ms": round(workerMs),
            "worker MB/s": mbPerS(bytes, workerMs),
            "node ms": round(nodeMs),
            "node MB/s": mbPerS(bytes, nodeMs),
            "worker / node": round(workerMs / nodeMs, 2),
          };
        }
        const workerTotal = worker.decryptMs + worker.decompressMs + worker.parseMs;
        const nodeTotal = node.decryptMs + node.decompressMs + node.parseMs;
        rows[`${label}: total`] = {
          "worker ms": round(workerTotal),
          "worker MB/s": mbPerS(jsonBytes, workerTotal),
          "node ms": round(nodeTotal),
          "node MB/s": mbPerS(jsonBytes, nodeTotal),
          "worker / node": round(workerTotal / nodeTotal, 2),
        };
        // What the page waits beyond the worker's own phases: posting the document and its text back (structured clone).
        const handOverMs = median(runs.map((r) => r.pageMs - (r.timings.downloadMs + r.timings.decryptMs + r.timings.decompressMs + r.timings.parseMs)));
        rows[`${label}: download (loopback)`] = { "worker ms": round(median(runs.map((r) => r.timings.downloadMs))) };
        rows[`${label}: hand-over to the page`] = { "worker ms": round(handOverMs), "worker MB/s": mbPerS(jsonBytes, handOverMs) };
      }
    }
    console.log(`File: ${round(files["/files/bulk.zstd.fernet"]!.length / 1e6, 2)} MB (zstd), ${round(files["/files/bulk.gzip.fernet"]!.length / 1e6, 2)} MB (gzip) of Fernet token text`);
    console.table(rows);
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
}
