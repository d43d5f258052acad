import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDecodeClient, type DecodeClient, type WorkerEndpoint } from "../../src/worker/decode-client";
import { DecodeError } from "../../src/worker/errors";
import { ITEMS_PER_MESSAGE, type DecodePhase, type ProgressMessage, type WorkerToPage } from "../../src/worker/protocol";
import { serveDecodeJobs, type PageEndpoint } from "../../src/worker/serve-decode-jobs";
import { makeBulkFile, sampleResults } from "../helpers/bulk-file";
import { fernetKey } from "../helpers/fernet";

/**
 * The page client and the worker's job loop, joined by a real MessageChannel
 * (structured clone included) instead of a browser worker, downloading from a
 * real local HTTP server.
 */

const key = fernetKey();
const text = JSON.stringify({ response: sampleResults(300, 400) });
const many = sampleResults(1234, 50);
const badItem = sampleResults(10, 50).map((r, i) => (i === 7 ? { ...r, similarity: "high" } : r));
const files: Record<string, Buffer> = {
  "/r.zstd.fernet": makeBulkFile(text, key, "zstd"),
  "/r.gzip.fernet": makeBulkFile(text, key, "gzip"),
  "/many.zstd.fernet": makeBulkFile(JSON.stringify({ response: many }), key, "zstd"),
  "/bad-item.zstd.fernet": makeBulkFile(JSON.stringify({ response: badItem }), key, "zstd"),
  "/time.zstd.fernet": makeBulkFile(JSON.stringify({ response: [{ start: "2024-01-01", end: "2024-02-01", results: many.slice(0, 3) }] }), key, "zstd"),
};
/** Requests per path, so each file answers 404 once before it is "ready". */
const seen = new Map<string, number>();
let stalledClosed: Promise<void>;
let onStalledClose!: () => void;

let server: http.Server;
let base = "";
let port1: MessagePort;
let port2: MessagePort;
let client: DecodeClient;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url!;
    seen.set(path, (seen.get(path) ?? 0) + 1);
    if (path === "/stalled") {
      res.writeHead(200, { "content-length": 5_000_000 });
      res.write(crypto.randomBytes(32_768));
      res.on("close", () => onStalledClose());
      return;
    }
    if (path === "/never") return void res.writeHead(404, { "retry-after": "1" }).end();
    if (path === "/once.zstd.fernet") {
      // Ready at the first request, gone (a plain 404 with Retry-After) afterwards.
      if (seen.get(path) === 1) return void res.writeHead(200).end(files["/r.zstd.fernet"]);
      return void res.writeHead(404, { "retry-after": "30" }).end();
    }
    const file = files[path];
    if (!file) return void res.writeHead(410).end();
    if (seen.get(path) === 1) return void res.writeHead(404, { "retry-after": "1" }).end();
    res.writeHead(200, { "content-length": file.length }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  ({ port1, port2 } = new MessageChannel());
  serveDecodeJobs(port2 as unknown as PageEndpoint);
  client = createDecodeClient(() => port1 as unknown as WorkerEndpoint);
});

afterAll(async () => {
  port1.close();
  port2.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const PHASE_ORDER: DecodePhase[] = ["waiting", "downloading", "decrypting", "decompressing", "parsing"];

describe("decoding through the worker's message protocol", () => {
  it.each([
    ["/r.zstd.fernet", "zstd", false, "webcrypto"],
    ["/r.gzip.fernet", "gzip", true, "noble"],
  ] as const)("%s: waits, downloads, decodes, and reports each phase in order", async (path, compression, forceFallback, cryptoPath) => {
    const progress: ProgressMessage[] = [];
    const done = await client.decode({ id: "job-1", url: base + path, key, deadlineMs: 30_000, forceFallback }, { onProgress: (p) => progress.push(p) });

    expect(done).toMatchObject({ type: "done", id: "job-1", compression, crypto: cryptoPath, fileBytes: files[path]!.length });
    expect(done.text).toBe(text);
    expect(done.document).toEqual(JSON.parse(text));
    expect(Object.values(done.timings).every((ms) => ms >= 0)).toBe(true);

    expect(progress.every((p) => p.id === "job-1")).toBe(true);
    const phases = progress.map((p) => PHASE_ORDER.indexOf(p.phase));
    expect(phases.every((phase, i) => i === 0 || phase >= phases[i - 1]!)).toBe(true);
    expect(new Set(progress.map((p) => p.phase))).toEqual(new Set(PHASE_ORDER));
    expect(progress.find((p) => p.phase === "waiting")?.retryInS).toBe(1);
  });

  it("hands the items over a slice per message, in order, checked against the contract when the kind is named", async () => {
    const sizes: number[] = [];
    const spy = ({ data }: MessageEvent<WorkerToPage>) => data.type === "items" && data.id.startsWith("slices#") && sizes.push(data.items.length);
    port1.addEventListener("message", spy);
    const done = await client.decode({ id: "slices", url: `${base}/many.zstd.fernet`, key, deadlineMs: 30_000, kind: "bulk" });
    port1.removeEventListener("message", spy);
    expect(sizes).toEqual([ITEMS_PER_MESSAGE, ITEMS_PER_MESSAGE, 1234 - 2 * ITEMS_PER_MESSAGE]);
    expect(done.document.response).toEqual(many);
    expect(done.timings.checkMs).toBeGreaterThan(0);
  });

  it("refuses a file whose item does not match the contract, naming the item and field", async () => {
    const error = await client.decode({ id: "bad", url: `${base}/bad-item.zstd.fernet`, key, deadlineMs: 30_000, kind: "bulk" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invalid_json" });
    expect((error as DecodeError).message).toMatch(/item 7, similarity/);
    // The same bytes read as a time file fail on their shape, and without a kind they are not checked at all.
    await expect(client.decode({ id: "bad", url: `${base}/bad-item.zstd.fernet`, key, deadlineMs: 30_000, kind: "time" })).rejects.toMatchObject({ code: "invalid_json" });
    const unchecked = await client.decode({ id: "bad", url: `${base}/bad-item.zstd.fernet`, key, deadlineMs: 30_000 });
    expect(unchecked.document.response).toEqual(badItem);
    expect(unchecked.timings.checkMs).toBe(0);
    const time = await client.decode({ id: "time", url: `${base}/time.zstd.fernet`, key, deadlineMs: 30_000, kind: "time" });
    expect(time.document.response).toEqual([{ start: "2024-01-01", end: "2024-02-01", results: many.slice(0, 3) }]);
  });

  it("rejects with a DecodeError carrying the worker's code and message", async () => {
    const error = await client.decode({ id: "job-2", url: `${base}/r.zstd.fernet`, key: fernetKey(), deadlineMs: 30_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).code).toBe("wrong_key");
    expect((error as DecodeError).message).toMatch(/key/);
  });

  it("cancels through the signal: rejects with cancelled, and the worker closes the connection", async () => {
    stalledClosed = new Promise<void>((resolve) => (onStalledClose = resolve));
    const controller = new AbortController();
    const error = await client
      .decode(
        { id: "job-3", url: `${base}/stalled`, key, deadlineMs: 30_000 },
        { signal: controller.signal, onProgress: (p) => p.phase === "downloading" && p.bytes > 0 && controller.abort() },
      )
      .catch((e: unknown) => e);
    expect((error as DecodeError).code).toBe("cancelled");
    await stalledClosed;
  });

  it("takes a 404 for a file the worker downloaded before as expired, without polling", async () => {
    const job = { id: "again", url: `${base}/once.zstd.fernet`, key, deadlineMs: 60_000 };
    await expect(client.decode(job)).resolves.toMatchObject({ type: "done" });
    const progress: ProgressMessage[] = [];
    await expect(client.decode(job, { onProgress: (p) => progress.push(p) })).rejects.toMatchObject({ code: "expired" });
    expect(progress).toEqual([]);
  });

  it("fails the calls in flight when the worker dies, and starts a new worker for the next call", async () => {
    const channels: MessageChannel[] = [];
    const failing = createDecodeClient(() => {
      const channel = new MessageChannel();
      channels.push(channel);
      serveDecodeJobs(channel.port2 as unknown as PageEndpoint);
      return channel.port1 as unknown as WorkerEndpoint;
    });
    let inFlight!: Promise<unknown>;
    await new Promise<void>((resolve) => {
      // Polling a file that never comes; the orphaned job gives up at its deadline.
      inFlight = failing.decode({ id: "a", url: `${base}/never`, key, deadlineMs: 1_500 }, { onProgress: () => resolve() });
    });
    channels[0]!.port1.dispatchEvent(new Event("error")); // what a Worker fires when its script fails or throws
    await expect(inFlight).rejects.toMatchObject({ code: "network" });
    await expect(failing.decode({ id: "b", url: `${base}/r.zstd.fernet`, key, deadlineMs: 30_000 })).resolves.toMatchObject({ type: "done" });
    expect(channels).toHaveLength(2);
    for (const { port1: a, port2: b } of channels) {
      a.close();
      b.close();
    }
  });

  it("serves several jobs at once, even under the same job id", async () => {
    const job = { id: "same", key, deadlineMs: 30_000 };
    const [a, b, c] = await Promise.allSettled([
      client.decode({ ...job, url: `${base}/r.zstd.fernet` }),
      client.decode({ ...job, url: `${base}/r.gzip.fernet` }),
      client.decode({ ...job, url: `${base}/gone.zstd.fernet` }),
    ]);
    expect(a).toMatchObject({ status: "fulfilled", value: { id: "same", compression: "zstd" } });
    expect(b).toMatchObject({ status: "fulfilled", value: { id: "same", compression: "gzip" } });
    expect(c).toMatchObject({ status: "rejected", reason: { code: "expired" } });
  });
});
