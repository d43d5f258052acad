import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { downloadBulkFile, parseRetryAfter, type DownloadProgress } from "../../src/worker/download";
import { DecodeError } from "../../src/worker/errors";

/** A real HTTP server on 127.0.0.1 whose answer each test sets. */
let server: http.Server;
let base = "";
let handle: (req: http.IncomingMessage, res: http.ServerResponse, attempt: number) => void;
let attempts = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => handle(req, res, ++attempts));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  attempts = 0;
});

/** Writes `body` in 16 KiB pieces, each in its own turn of the event loop, so the client sees several chunks. */
async function sendInPieces(res: http.ServerResponse, body: Buffer): Promise<void> {
  res.writeHead(200, { "content-type": "application/octet-stream", "content-length": body.length });
  for (let i = 0; i < body.length; i += 16_384) {
    res.write(body.subarray(i, i + 16_384));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  res.end();
}

function notReady(res: http.ServerResponse, retryAfter = "1") {
  res.writeHead(404, { "retry-after": retryAfter, "content-type": "application/json" });
  res.end(JSON.stringify({ detail: "Not Found" }));
}

async function download(deadlineMs: number, controller = new AbortController()) {
  const events: DownloadProgress[] = [];
  const outcome = await downloadBulkFile(`${base}/files/x.zstd.fernet`, { deadlineMs, signal: controller.signal, onProgress: (p) => events.push(p) }).then(
    (bytes) => ({ bytes, error: null }),
    (error: unknown) => ({ bytes: null, error: error as DecodeError }),
  );
  return { ...outcome, events };
}

describe("downloadBulkFile against a local HTTP server", () => {
  it("waits as Retry-After says while the file is not ready, then reads it with monotonic progress", async () => {
    const body = crypto.randomBytes(200_000);
    handle = (_req, res, attempt) => (attempt <= 2 ? notReady(res) : void sendInPieces(res, body));
    const { bytes, error, events } = await download(30_000);
    expect(error).toBeNull();
    expect(Buffer.from(bytes!).equals(body)).toBe(true);
    expect(attempts).toBe(3);

    expect(events.slice(0, 2)).toEqual([
      { phase: "waiting", retryInS: 1 },
      { phase: "waiting", retryInS: 1 },
    ]);
    const downloading = events.slice(2);
    expect(downloading.every((e) => e.phase === "downloading" && e.total === body.length)).toBe(true);
    const received = downloading.map((e) => (e.phase === "downloading" ? e.bytes : -1));
    expect(received.length).toBeGreaterThan(3);
    expect(received[0]).toBe(0);
    expect(received.at(-1)).toBe(body.length);
    expect(received.every((b, i) => i === 0 || b >= received[i - 1]!)).toBe(true);
  });

  it("gives not_ready when the file is still 404 at the deadline, after a last try at the deadline", async () => {
    handle = (_req, res) => notReady(res);
    const { error, events } = await download(1_800);
    expect(error?.code).toBe("not_ready");
    // Each wait ends in one more request; the last wait is cut short to end at the deadline.
    expect(attempts).toBe(events.length + 1);
    expect(events[0]).toEqual({ phase: "waiting", retryInS: 1 });
    const last = events.at(-1)!;
    expect(last.phase === "waiting" && last.retryInS < 1).toBe(true);
  });

  it("gives expired on 410", async () => {
    handle = (_req, res) => {
      res.writeHead(410).end();
    };
    expect((await download(30_000)).error?.code).toBe("expired");
  });

  it("gives failed, with the service's reason, on a 410 that says the search failed", async () => {
    handle = (_req, res) => {
      res.writeHead(410, { "content-type": "application/json" }).end(JSON.stringify({ detail: "The bulk search failed, so there is no file: disk full. Start the search again." }));
    };
    const { error } = await download(30_000);
    expect(error?.code).toBe("failed");
    expect(error?.message).toContain("disk full");
  });

  it("gives expired on a 410 whose detail says the file expired", async () => {
    handle = (_req, res) => {
      res.writeHead(410, { "content-type": "application/json" }).end(JSON.stringify({ detail: "The file has expired and was removed." }));
    };
    expect((await download(30_000)).error?.code).toBe("expired");
  });

  it("gives expired at once on a 404 whose detail says the file expired", async () => {
    handle = (_req, res) => {
      res.writeHead(404, { "retry-after": "30", "content-type": "application/json" }).end(JSON.stringify({ detail: "the file has expired" }));
    };
    const { error, events } = await download(30_000);
    expect(error?.code).toBe("expired");
    expect(events).toEqual([]);
  });

  it("gives expired at once on a 404 for a file downloaded before", async () => {
    handle = (_req, res) => notReady(res, "30");
    const events: DownloadProgress[] = [];
    const error = await downloadBulkFile(`${base}/again`, { deadlineMs: 60_000, signal: new AbortController().signal, onProgress: (p) => events.push(p), wasReady: true }).catch((e: unknown) => e);
    expect((error as DecodeError).code).toBe("expired");
    expect(events).toEqual([]);
  });

  it("gives network on another HTTP status, naming it", async () => {
    handle = (_req, res) => {
      res.writeHead(500).end();
    };
    const { error } = await download(30_000);
    expect(error?.code).toBe("network");
    expect(error?.message).toContain("HTTP 500");
  });

  it("gives network when nothing listens", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await downloadBulkFile(`http://127.0.0.1:${port}/f`, { deadlineMs: 1000, signal: new AbortController().signal, onProgress: () => {} }).catch((e: unknown) => e);
    expect((error as DecodeError).code).toBe("network");
  });

  it("stops mid-download on cancel, and the server sees the connection closed", async () => {
    const controller = new AbortController();
    let serverSawClose!: () => void;
    const closedEarly = new Promise<void>((resolve) => (serverSawClose = resolve));
    handle = (_req, res) => {
      res.writeHead(200, { "content-length": 10_000_000 });
      res.write(crypto.randomBytes(65_536)); // then nothing more: only a cancel ends this response
      res.on("close", () => {
        if (!res.writableFinished) serverSawClose();
      });
    };
    const events: DownloadProgress[] = [];
    const error = await downloadBulkFile(`${base}/big`, {
      deadlineMs: 30_000,
      signal: controller.signal,
      onProgress: (p) => {
        events.push(p);
        if (p.phase === "downloading" && p.bytes > 0) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect((error as DecodeError).code).toBe("cancelled");
    await closedEarly;
    expect(events.some((e) => e.phase === "downloading" && e.bytes > 0 && e.bytes < 10_000_000)).toBe(true);
  });

  it("stops waiting on cancel without waiting out a long Retry-After", async () => {
    const controller = new AbortController();
    handle = (_req, res) => {
      notReady(res, "3600");
      controller.abort();
    };
    const { error } = await download(7_200_000, controller);
    expect(error?.code).toBe("cancelled");
    expect(attempts).toBe(1);
  });
});

describe("parseRetryAfter", () => {
  it("reads delay-seconds and HTTP dates, with a floor and a default", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7);
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("0", now)).toBeGreaterThan(0);
    expect(parseRetryAfter(null, now)).toBe(parseRetryAfter("soon", now));
    expect(parseRetryAfter(null, now)).toBeGreaterThan(0);
  });
});
