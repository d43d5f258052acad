import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BulkResponse } from "../../contract";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { bulkFileName } from "./bulk-file";
import { generateFernetKey } from "./fernet";
import type { JobRequest } from "./job-search";
import type { SearchJobRunner } from "./job-runner";
import { JobStore, type JobRecord } from "./job-store";

export const RESTARTED_ERROR = "the service restarted before the job finished";
/** The URL path files are served under (the dev server forwards it too). */
export const DOWNLOADS_PATH = "/downloads/";
/** The sweep runs this often at most (and more often when files live shorter). */
const SWEEP_EVERY_MS = 10 * 60_000;

export interface SearchJobsOptions {
  db: Db;
  runner: SearchJobRunner;
  /** Where the files are written: DATA_DIR/downloads. */
  dir: string;
  /** How long a finished job's file (or failure) is kept. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Bulk and time searches as durable jobs: accepted at once with the file's
 * future address and key, run one after another by the runner off the
 * request thread, recorded in the database at every step, and swept away
 * when their time is up. One unfinished job per key (409 for a second).
 * A job belongs to the service, not to the request: a caller who goes away
 * after the 200 leaves its job running.
 */
export class SearchJobs {
  readonly store: JobStore;
  private readonly dir: string;
  private readonly runner: SearchJobRunner;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private queue: Promise<void> = Promise.resolve();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(options: SearchJobsOptions) {
    this.store = new JobStore(options.db);
    this.runner = options.runner;
    this.dir = options.dir;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    // Nothing runs a job left from a previous process: say so, and drop any half-written file.
    const now = this.now();
    this.store.failUnfinished(RESTARTED_ERROR, now, now + this.ttlMs);
    removeTempFiles(this.dir);
    this.sweep();
    this.sweeper = setInterval(() => this.sweep(), Math.min(SWEEP_EVERY_MS, Math.max(1000, this.ttlMs))).unref();
  }

  submit(keyId: number, job: JobRequest, origin: string): BulkResponse {
    const unfinished = this.store.unfinishedOf(keyId);
    if (unfinished) {
      throw new HttpError(
        409,
        `Task ${unfinished.task_id} (a ${unfinished.kind} search) of this key is still ${unfinished.status}; a key runs one bulk or time search at a time. Start this one when that file is ready.`,
      );
    }
    const taskId = crypto.randomUUID();
    const key = generateFernetKey();
    this.store.create({ task_id: taskId, key_id: keyId, kind: job.kind, request: JSON.stringify(job.request), created_at: this.now() });
    this.queue = this.queue.then(() => this.execute(taskId, job, key));
    return { download_from: `${origin}${DOWNLOADS_PATH}${bulkFileName(taskId, "zstd")}`, decrypt_using: key, task_id: taskId, status: "queued" };
  }

  private async execute(taskId: string, job: JobRequest, key: string): Promise<void> {
    if (this.closed) return;
    this.store.markRunning(taskId, this.now());
    try {
      const files = await this.runner.run({ taskId, job, key, dir: this.dir });
      // A job that ends after the service stopped stays unfinished in the database; the next start fails it.
      if (this.closed) return;
      const at = this.now();
      this.store.markDone(taskId, { at, expiresAt: at + this.ttlMs, zstdPath: files.paths.zstd, gzipPath: files.paths.gzip, rows: files.rows });
    } catch (error) {
      if (this.closed) return;
      const at = this.now();
      this.store.markFailed(taskId, error instanceof Error ? error.message : String(error), at, at + this.ttlMs);
    }
  }

  /** The job, expired first if its time is up (so an answer never outlives the promise of 24 h). */
  current(taskId: string): JobRecord | undefined {
    const job = this.store.get(taskId);
    if (job && (job.status === "done" || job.status === "failed") && job.expires_at !== null && job.expires_at <= this.now()) {
      this.expire(job);
      return this.store.get(taskId);
    }
    return job;
  }

  /** Removes the files of every job whose time is up; answers how many jobs expired. */
  sweep(): number {
    if (this.closed) return 0;
    const due = this.store.dueToExpire(this.now());
    for (const job of due) this.expire(job);
    return due.length;
  }

  private expire(job: JobRecord): void {
    for (const file of [job.zstd_path, job.gzip_path]) if (file) fs.rmSync(file, { force: true });
    this.store.markExpired(job.task_id);
  }

  /** Stops taking and finishing jobs; the database and the runner belong to others and stay open. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
  }
}

function removeTempFiles(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) if (name.endsWith(".tmp")) fs.rmSync(path.join(dir, name), { force: true });
}
