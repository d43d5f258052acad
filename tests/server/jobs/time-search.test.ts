import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, unwrap } from "../../../src/client";
import { LIMITS, timePlaintextSchema, type ValidationErrorItem } from "../../../src/contract";
import type { LocalEngine } from "../../../src/server/local-engine";
import { sharedArchive } from "../../helpers/archive";
import { accepted, fileOf, plaintextOf, post } from "../../helpers/bulk-files";
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

async function refused(body: Record<string, unknown>): Promise<ValidationErrorItem[]> {
  const res = await post(svc.baseUrl, "time-search", svc.demoKey, { question: "acquisition", ...body });
  expect(res.status).toBe(422);
  return ((await res.json()) as { detail: ValidationErrorItem[] }).detail;
}

async function timeFile(key: string, body: Record<string, unknown>) {
  const job = await accepted(await post(svc.baseUrl, "time-search", key, body));
  return timePlaintextSchema.parse(plaintextOf(await fileOf(job.download_from), job.decrypt_using)).response;
}

describe("time search requests the service refuses", () => {
  it("refuses more than 500 buckets, naming the limit", async () => {
    const [problem, ...rest] = await refused({ start: "2000-01-01T00:00:00Z", end: "2020-01-01T00:00:00Z", frequency: "1w" });
    expect(rest).toEqual([]);
    expect(problem!.loc).toEqual(["body", "frequency"]);
    expect(problem!.type).toBe("value_error");
    expect(problem!.msg).toContain(`${LIMITS.timeBuckets.max} buckets`);
  });

  it("refuses buckets x n_results over 50,000, naming the limit", async () => {
    // 400 daily buckets x 200 results = 80,000.
    const [problem] = await refused({ start: "2020-01-01T00:00:00Z", end: "2021-02-04T00:00:00Z", frequency: "1d", n_results: 200 });
    expect(problem!.loc).toEqual(["body", "n_results"]);
    expect(problem!.msg).toContain(`${LIMITS.timeTotalResults.max} results`);
  });

  it("refuses a frequency that is not a positive whole number of h, d, w or mo", async () => {
    for (const frequency of ["0d", "1y", "1.5d", "d", "01w", "2 h", "1M"]) {
      const detail = await refused({ start: "2020-01-01T00:00:00Z", end: "2020-02-01T00:00:00Z", frequency });
      expect(detail.map((d) => d.loc.join("."))).toContain("body.frequency");
    }
  });

  it("refuses start and end without an offset when require_timezone is true", async () => {
    const detail = await refused({ start: "2020-01-01T00:00:00", end: "2020-02-01T00:00:00", frequency: "1w", require_timezone: true });
    expect(detail.map((d) => [d.loc.join("."), d.type])).toEqual([
      ["body.start", "timezone_aware"],
      ["body.end", "timezone_aware"],
    ]);
    const oneNaive = await refused({ start: "2020-01-01T00:00:00+02:00", end: "2020-02-01T00:00:00", frequency: "1w", require_timezone: true });
    expect(oneNaive.map((d) => d.loc.join("."))).toEqual(["body.end"]);
  });
});

describe("time search results", () => {
  it("runs the search in each bucket on its own: the rows of a fast search narrowed to that bucket, buckets in the asked order", async () => {
    const key = svc.service.keys.create("basic", "monthly");
    const request = { question: "acquisition", n_results: 10 };
    const buckets = await timeFile(key, { ...request, start: "2021-01-01T00:00:00Z", end: "2022-01-01T00:00:00Z", frequency: "1mo", sort: "descending" });
    expect(buckets.map((b) => b.start)).toEqual(Array.from({ length: 12 }, (_, i) => `2021-${String(12 - i).padStart(2, "0")}-01T00:00:00Z`));
    expect(buckets[0]!.end).toBe("2022-01-01T00:00:00Z");
    expect(buckets.some((b) => b.results.length > 0)).toBe(true);

    const client = createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });
    for (const bucket of buckets) {
      const [from, to] = [bucket.start.slice(0, 10), bucket.end.slice(0, 10)];
      expect(bucket.results.every((r) => r.published! >= from && r.published! < to)).toBe(true);
      const fast = await unwrap(client.fastSearch({ ...request, sql_filter: `SELECT loc FROM engine WHERE published >= '${from}' AND published < '${to}'` }));
      expect(bucket.results).toEqual(fast.response);
    }
  });

  it("cuts the range by a counted frequency, honours the offset given, and sorts ascending by default", async () => {
    const key = svc.service.keys.create("basic", "fortnightly");
    const buckets = await timeFile(key, { question: "lawsuit", start: "2020-01-01T00:00:00+02:00", end: "2020-02-10T00:00:00Z", frequency: "2w", require_timezone: false });
    expect(buckets.map((b) => [b.start, b.end])).toEqual([
      ["2019-12-31T22:00:00Z", "2020-01-14T22:00:00Z"],
      ["2020-01-14T22:00:00Z", "2020-01-28T22:00:00Z"],
      ["2020-01-28T22:00:00Z", "2020-02-10T00:00:00Z"],
    ]);
  });

  it("keeps answering fast searches while a 500-bucket time search runs", async () => {
    const key = svc.service.keys.create("basic", "long job");
    const job = await accepted(
      await post(svc.baseUrl, "time-search", key, { question: "acquisition", start: "2016-01-01T00:00:00Z", end: "2025-08-01T00:00:00Z", frequency: "1w", n_results: 100 }),
    );
    const jobs = svc.service.jobs!;
    const client = createClient({ baseUrl: svc.baseUrl, apiKey: svc.demoKey });
    // Fast searches answered while the job was still on its thread; an engine on the
    // request thread would have made each wait until the job was done.
    let answeredWhileRunning = 0;
    while (["queued", "running"].includes(jobs.store.get(job.task_id)!.status)) {
      const fast = await unwrap(client.fastSearch({ question: "partnership", n_results: 10 }));
      expect(fast.response).toHaveLength(10);
      if (jobs.store.get(job.task_id)!.status === "running") answeredWhileRunning++;
    }
    expect(answeredWhileRunning).toBeGreaterThan(0);
    const buckets = timePlaintextSchema.parse(plaintextOf(await fileOf(job.download_from), job.decrypt_using)).response;
    expect(buckets.length).toBe(LIMITS.timeBuckets.max);
  });
});
