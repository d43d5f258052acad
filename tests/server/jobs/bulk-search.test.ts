import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, unwrap } from "../../../src/client";
import { bulkPlaintextSchema, LIMITS } from "../../../src/contract";
import type { LocalEngine } from "../../../src/server/local-engine";
import { sharedArchive } from "../../helpers/archive";
import {
  accepted,
  decompressWithZstdCli,
  decryptFernet,
  decryptWithPython,
  fileOf,
  heldRunner,
  plaintextOf,
  post,
  REFERENCE_TOOLS_ABSENT_REASON,
  REFERENCE_TOOLS_PRESENT,
  waitForDownload,
} from "../../helpers/bulk-files";
import { startService, type RunningService } from "../../helpers/service";

let local: LocalEngine;
let svc: RunningService;

beforeAll(async () => {
  local = (await sharedArchive(1500)).local;
  svc = await startService({}, local.parts);
}, 300_000);

afterAll(async () => {
  await svc?.stop();
  local?.close();
});

describe("bulk search on the local service", () => {
  it("answers at once with the file's address on the caller's origin, its key and a queued task", async () => {
    const job = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "acquisition", n_results: 20 }));
    expect(job.status).toBe("queued");
    expect(job.download_from).toBe(`${svc.baseUrl}/downloads/${job.task_id}.zstd.fernet`);
    expect(Buffer.from(job.decrypt_using, "base64url")).toHaveLength(32);
    expect(bulkPlaintextSchema.parse(plaintextOf(await fileOf(job.download_from), job.decrypt_using)).response).toHaveLength(20);
    const limits = await unwrap(createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey }).limits());
    expect(limits.response.limits.filter((l) => l.endpoint === "bulk").every((l) => l.used >= 1)).toBe(true);
  });

  it("delivers exactly the rows fast search answers for the same request", async () => {
    const request = { question: "partnership agreement", n_results: 40, sql_filter: "SELECT loc FROM engine WHERE published >= '2019-01-01'" };
    const job = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, request));
    const rows = bulkPlaintextSchema.parse(plaintextOf(await fileOf(job.download_from), job.decrypt_using)).response;
    const fast = await unwrap(createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey }).fastSearch(request));
    expect(fast.response.length).toBeGreaterThan(0);
    expect(rows).toEqual(fast.response);
  });

  it("goes past fast search's cap of results", async () => {
    const job = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "acquisition", n_results: 1000 }));
    const rows = bulkPlaintextSchema.parse(plaintextOf(await fileOf(job.download_from), job.decrypt_using)).response;
    expect(rows.length).toBeGreaterThan(LIMITS.nResults.max);
    expect(new Set(rows.map((r) => `${r.url}#${r.snum}`)).size).toBe(rows.length);
    expect(rows.map((r) => r.similarity)).toEqual(rows.map((r) => r.similarity).sort((a, b) => b - a));
  });

  it("serves the .gzip. variant of the same file, read by Node's zlib", async () => {
    const job = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "lawsuit", n_results: 30 }));
    const zstdPlain = plaintextOf(await fileOf(job.download_from), job.decrypt_using);
    const gzipFile = await fileOf(job.download_from.replace(".zstd.", ".gzip."));
    expect(JSON.parse(zlib.gunzipSync(decryptFernet(gzipFile, job.decrypt_using)).toString("utf8"))).toEqual(zstdPlain);
  });

  it("refuses a broken sql_filter when the job is asked for, not later", async () => {
    const res = await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "x", sql_filter: "SELECT loc FROM other" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual(["body", "sql_filter"]);
  });

  it("answers 404 without Retry-After for a task it never had", async () => {
    const res = await fetch(`${svc.baseUrl}/downloads/00000000-0000-4000-8000-000000000000.zstd.fernet`);
    expect(res.status).toBe(404);
    expect(res.headers.has("retry-after")).toBe(false);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/no bulk or time search has that task id/);
  });

  describe.skipIf(!REFERENCE_TOOLS_PRESENT)(`read by the reference tools (${REFERENCE_TOOLS_PRESENT ? "python3 cryptography, zstd" : REFERENCE_TOOLS_ABSENT_REASON})`, () => {
    it("decrypts with Python's Fernet and decompresses with the zstd command", async () => {
      const job = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "supply agreement", n_results: 25 }));
      const plain = decompressWithZstdCli(decryptWithPython(await fileOf(job.download_from), job.decrypt_using));
      const rows = bulkPlaintextSchema.parse(JSON.parse(plain.toString("utf8"))).response;
      expect(rows).toHaveLength(25);
    });
  });
});

describe("a job that is not finished", () => {
  let held: RunningService;
  let release: () => void;

  beforeAll(async () => {
    const hold = heldRunner(() => local.parts.jobRunner!);
    release = hold.release;
    held = await startService({}, { ...local.parts, jobRunner: hold.runner });
  });
  afterAll(async () => {
    await held?.stop();
  });

  it("answers 404 with Retry-After until the file is ready, then the file", async () => {
    const job = await accepted(await post(held.baseUrl, "bulk-search", held.demoKey, { question: "acquisition", n_results: 10 }));
    for (const variant of [job.download_from, job.download_from.replace(".zstd.", ".gzip.")]) {
      const waiting = await fetch(variant);
      expect(waiting.status).toBe(404);
      expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(waiting.headers.get("access-control-allow-origin")).toBe("*");
      expect(((await waiting.json()) as { detail: string }).detail).toMatch(/not ready/);
    }

    // One unfinished job per key: a second bulk or time search is a 409; another key is not held back.
    const second = await post(held.baseUrl, "bulk-search", held.demoKey, { question: "merger" });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { detail: string }).detail).toContain(job.task_id);
    const time = await post(held.baseUrl, "time-search", held.demoKey, { question: "merger", start: "2020-01-01T00:00:00Z", end: "2020-03-01T00:00:00Z", frequency: "1mo" });
    expect(time.status).toBe(409);
    const otherKey = held.service.keys.create("basic", "another user");
    const other = await accepted(await post(held.baseUrl, "bulk-search", otherKey, { question: "merger", n_results: 10 }));

    release();
    expect(bulkPlaintextSchema.parse(plaintextOf(await fileOf(job.download_from), job.decrypt_using)).response).toHaveLength(10);
    await fileOf(other.download_from);
    // Finished: the key may start the next one.
    const next = await accepted(await post(held.baseUrl, "bulk-search", held.demoKey, { question: "merger", n_results: 10 }));
    await fileOf(next.download_from);
  });
});

describe("a job that fails", () => {
  it("answers 410 naming the failure, so that clients stop polling", async () => {
    const broken = await startService({}, local.parts);
    try {
      // The downloads folder cannot be made: a file stands in its place.
      fs.writeFileSync(path.join(broken.dataDir, "downloads"), "not a folder");
      const job = await accepted(await post(broken.baseUrl, "bulk-search", broken.demoKey, { question: "acquisition", n_results: 10 }));
      const res = await waitForDownload(job.download_from);
      expect(res.status).toBe(410);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/bulk search failed.*(EEXIST|ENOTDIR)/);
      expect(broken.service.jobs!.store.get(job.task_id)!.status).toBe("failed");
    } finally {
      await broken.stop();
    }
  });
});
