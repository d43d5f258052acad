import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkSearchRequestSchema } from "../../../src/contract";
import { createWorkerJobRunner, type SearchJobRunner } from "../../../src/server/jobs/job-runner";
import { sharedArchive } from "../../helpers/archive";

let runner: SearchJobRunner;
let dataDir: string;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "job-runner-"));

beforeAll(async () => {
  const shared = await sharedArchive(1500);
  shared.local.close();
  dataDir = shared.dataDir;
}, 300_000);

afterAll(async () => {
  await runner?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe("the job thread", () => {
  it("warms up once: the engine loads before any job, and a job then runs on the same thread", async () => {
    runner = createWorkerJobRunner(dataDir);
    const warming = runner.warm();
    expect(runner.warm()).toBe(warming);
    await warming;
    const job = { kind: "bulk" as const, request: bulkSearchRequestSchema.parse({ question: "acquisition", n_results: 12 }) };
    const files = await runner.run({ taskId: "t1", job, key: "Qxr1fR2b0xMGVt1nX6p9Ew6vJq8m4Yv3M4eXh2kqJ0c=", dir: outDir });
    expect(files.rows).toBe(12);
    expect(fs.existsSync(files.paths.zstd)).toBe(true);
  }, 60_000);

  it("does not start a thread once closed", async () => {
    const closed = createWorkerJobRunner(dataDir);
    await closed.close();
    await expect(closed.warm()).resolves.toBeUndefined();
    await expect(closed.run({ taskId: "t2", job: { kind: "bulk", request: bulkSearchRequestSchema.parse({ question: "x" }) }, key: "", dir: outDir })).rejects.toThrow(/stopping/);
  });
});
