import type { TASK_STATUSES } from "../../contract";
import type { Db } from "../db/database";

/** The two kinds of search that answer with a file. */
export type JobKind = "bulk" | "time";
export type JobStatus = (typeof TASK_STATUSES)[number];

export interface JobRecord {
  task_id: string;
  key_id: number;
  kind: JobKind;
  /** The validated request, defaults filled in, as JSON. */
  request: string;
  status: JobStatus;
  error: string | null;
  /** Times in epoch milliseconds, from the service's clock. */
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  expires_at: number | null;
  zstd_path: string | null;
  gzip_path: string | null;
  rows: number | null;
}

/**
 * Bulk and time-search jobs in the service database, so that a job's fate
 * outlives the request that started it and the process that ran it. The
 * file's key is never stored: only the caller who started the job has it.
 */
export class JobStore {
  constructor(private readonly db: Db) {}

  create(job: Pick<JobRecord, "task_id" | "key_id" | "kind" | "request" | "created_at">): void {
    this.db
      .prepare("INSERT INTO search_jobs (task_id, key_id, kind, request, status, created_at) VALUES (?, ?, ?, ?, 'queued', ?)")
      .run(job.task_id, job.key_id, job.kind, job.request, job.created_at);
  }

  get(taskId: string): JobRecord | undefined {
    return this.db.prepare<[string], JobRecord>("SELECT * FROM search_jobs WHERE task_id = ?").get(taskId);
  }

  /** The key's job that is still queued or running, if any (at most one: the 409 rule). */
  unfinishedOf(keyId: number): JobRecord | undefined {
    return this.db
      .prepare<[number], JobRecord>("SELECT * FROM search_jobs WHERE key_id = ? AND status IN ('queued', 'running') ORDER BY created_at LIMIT 1")
      .get(keyId);
  }

  markRunning(taskId: string, at: number): void {
    this.db.prepare("UPDATE search_jobs SET status = 'running', started_at = ? WHERE task_id = ? AND status = 'queued'").run(at, taskId);
  }

  markDone(taskId: string, done: { at: number; expiresAt: number; zstdPath: string; gzipPath: string; rows: number }): void {
    this.db
      .prepare("UPDATE search_jobs SET status = 'done', finished_at = ?, expires_at = ?, zstd_path = ?, gzip_path = ?, rows = ?, error = NULL WHERE task_id = ?")
      .run(done.at, done.expiresAt, done.zstdPath, done.gzipPath, done.rows, taskId);
  }

  markFailed(taskId: string, error: string, at: number, expiresAt: number): void {
    this.db.prepare("UPDATE search_jobs SET status = 'failed', error = ?, finished_at = ?, expires_at = ? WHERE task_id = ?").run(error, at, expiresAt, taskId);
  }

  /** Fails every job left queued or running; answers how many. */
  failUnfinished(error: string, at: number, expiresAt: number): number {
    return this.db
      .prepare("UPDATE search_jobs SET status = 'failed', error = ?, finished_at = ?, expires_at = ? WHERE status IN ('queued', 'running')")
      .run(error, at, expiresAt).changes;
  }

  /** Finished jobs (done or failed) whose time is up. */
  dueToExpire(now: number): JobRecord[] {
    return this.db.prepare<[number], JobRecord>("SELECT * FROM search_jobs WHERE status IN ('done', 'failed') AND expires_at <= ?").all(now);
  }

  markExpired(taskId: string): void {
    this.db.prepare("UPDATE search_jobs SET status = 'expired', zstd_path = NULL, gzip_path = NULL WHERE task_id = ?").run(taskId);
  }
}
