import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkPlaintextSchema, LIMITS } from "../../../src/contract";
import { RESTARTED_ERROR } from "../../../src/server/jobs/search-jobs";
import type { LocalEngine } from "../../../src/server/local-engine";
import { sharedArchive } from "../../helpers/archive";
import { accepted, fileOf, heldRunner, plaintextOf, post, waitForDownload } from "../../helpers/bulk-files";
import { startService } from "../../helpers/service";

let local: LocalEngine;
const dirs: string[] = [];

beforeAll(async () => {
  local = (await sharedArchive(1500)).local;
}, 300_000);

afterAll(() => {
  local?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function serviceDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-lifecycle-"));
  dirs.push(dir);
  return dir;
}

describe("jobs across a restart", () => {
  it("fails the jobs the stopped service left unfinished and still serves the files it finished", async () => {
    const dir = serviceDir();
    const hold = heldRunner(() => local.parts.jobRunner!);
    const first = await startService({ DATA_DIR: dir }, { ...local.parts, jobRunner: hold.runner });
    const finishedKey = first.service.keys.create("basic", "finished before the restart");
    const finished = await accepted(await post(first.baseUrl, "bulk-search", finishedKey, { question: "acquisition", n_results: 15 }));
    hold.release();
    const before = await fileOf(finished.download_from);

    // The next job is held again, so it is still unfinished when the service stops.
    await first.stop();
    const again = heldRunner(() => local.parts.jobRunner!);
    const second = await startService({ DATA_DIR: dir }, { ...local.parts, jobRunner: again.runner });
    const unfinished = await accepted(await post(second.baseUrl, "bulk-search", second.demoKey, { question: "lawsuit", n_results: 15 }));
    expect(second.service.jobs!.store.get(unfinished.task_id)!.status).toBe("running");
    await second.stop();

    const third = await startService({ DATA_DIR: dir }, local.parts);
    try {
      const job = third.service.jobs!.store.get(unfinished.task_id)!;
      expect(job.status).toBe("failed");
      expect(job.error).toBe(RESTARTED_ERROR);
      const gone = await fetch(`${third.baseUrl}/downloads/${unfinished.task_id}.zstd.fernet`);
      expect(gone.status).toBe(410);
      expect(((await gone.json()) as { detail: string }).detail).toContain(RESTARTED_ERROR);

      // The finished file answers on the new origin, byte for byte, and still decrypts with its key.
      const after = await fileOf(`${third.baseUrl}/downloads/${finished.task_id}.zstd.fernet`);
      expect(after.equals(before)).toBe(true);
      expect(bulkPlaintextSchema.parse(plaintextOf(after, finished.decrypt_using)).response).toHaveLength(15);
      // The restart freed the key that had the unfinished job.
      const next = await accepted(await post(third.baseUrl, "bulk-search", third.demoKey, { question: "lawsuit", n_results: 10 }));
      await fileOf(next.download_from);
    } finally {
      await third.stop();
    }
  });
});

describe("expiry", () => {
  it("removes files once their time is up, by the sweep or on the next request, and answers 410", async () => {
    let clock = Date.parse("2025-03-01T00:00:00Z");
    const svc = await startService({ DATA_DIR: serviceDir() }, { ...local.parts, now: () => clock });
    try {
      const swept = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "acquisition", n_results: 10 }));
      await fileOf(swept.download_from);
      const otherKey = svc.service.keys.create("basic", "second job");
      const asked = await accepted(await post(svc.baseUrl, "bulk-search", otherKey, { question: "merger", n_results: 10 }));
      await fileOf(asked.download_from);
      const files = (taskId: string) => fs.readdirSync(path.join(svc.dataDir, "downloads")).filter((f) => f.startsWith(taskId));
      expect(files(swept.task_id)).toHaveLength(2);

      clock += LIMITS.downloadTtlSeconds * 1000 - 1000;
      expect(svc.service.jobs!.sweep()).toBe(0);
      expect((await fetch(swept.download_from)).status).toBe(200);

      clock += 2000;
      expect(svc.service.jobs!.sweep()).toBe(2);
      expect(files(swept.task_id)).toEqual([]);
      expect(files(asked.task_id)).toEqual([]);
      for (const url of [swept.download_from, asked.download_from.replace(".zstd.", ".gzip.")]) {
        const res = await waitForDownload(url);
        expect(res.status).toBe(410);
        expect(((await res.json()) as { detail: string }).detail).toMatch(/expired/);
      }
      expect(svc.service.jobs!.store.get(swept.task_id)!.status).toBe("expired");
    } finally {
      await svc.stop();
    }
  });

  it("expires a file asked for after its time even before the sweep comes by", async () => {
    let clock = Date.parse("2025-03-01T00:00:00Z");
    const svc = await startService({ DATA_DIR: serviceDir(), DOWNLOAD_TTL_SECONDS: "60" }, { ...local.parts, now: () => clock });
    try {
      const job = await accepted(await post(svc.baseUrl, "bulk-search", svc.demoKey, { question: "acquisition", n_results: 10 }));
      await fileOf(job.download_from);
      clock += 61_000;
      const res = await fetch(job.download_from);
      expect(res.status).toBe(410);
      expect(fs.readdirSync(path.join(svc.dataDir, "downloads")).filter((f) => f.startsWith(job.task_id))).toEqual([]);
    } finally {
      await svc.stop();
    }
  });
});
