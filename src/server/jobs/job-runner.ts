import { Worker } from "node:worker_threads";
import type { Compression } from "./bulk-file";
import type { JobRequest } from "./job-search";

/** What the job thread is started with. */
export interface JobWorkerData {
  /** The data directory holding the index (index.sqlite) and the word vectors. */
  indexDir: string;
}

/** One job for the job thread: run the search, write both files into `dir`, encrypted with `key`. */
export interface RunJobMessage {
  taskId: string;
  job: JobRequest;
  key: string;
  dir: string;
}

export type JobWorkerReply =
  | { type: "ready" }
  | { type: "done"; taskId: string; paths: Record<Compression, string>; rows: number }
  | { type: "failed"; taskId: string; error: string };

export interface JobFiles {
  paths: Record<Compression, string>;
  rows: number;
}

/** Runs jobs to their files, one at a time; a failed job rejects with a message fit for its caller. */
export interface SearchJobRunner {
  run(message: RunJobMessage): Promise<JobFiles>;
  /** Starts the job thread now, so that the first job does not wait for it to load the index; resolves once it has. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The job thread's owner: starts it on the first job (a service that never
 * runs one never pays for a second engine) or when told to warm up (`npm
 * start` does, once it serves), sends it one job at a time, and
 * starts a new one after a crash, which fails only the job it was running.
 */
export function createWorkerJobRunner(indexDir: string): SearchJobRunner {
  let worker: Worker | null = null;
  let current: { taskId: string; resolve: (files: JobFiles) => void; reject: (error: Error) => void } | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  /** Resolves when the current thread has loaded its engine. */
  let loaded: Promise<void> = Promise.resolve();

  const settle = (outcome: JobFiles | Error) => {
    const job = current;
    current = null;
    if (!job) return;
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  };

  const spawn = (): Worker => {
    const thread = new Worker(new URL("./job-worker-bootstrap.mjs", import.meta.url), { workerData: { indexDir } satisfies JobWorkerData });
    // An idle job thread must not keep a stopping process alive.
    thread.unref();
    let onLoaded!: () => void;
    loaded = new Promise<void>((resolve) => (onLoaded = resolve));
    thread.on("message", (reply: JobWorkerReply) => {
      if (reply.type === "ready") return onLoaded();
      if (reply.taskId !== current?.taskId) return;
      settle(reply.type === "done" ? { paths: reply.paths, rows: reply.rows } : new Error(reply.error));
    });
    thread.on("error", (error) => {
      console.error("the job thread failed:", error);
      settle(new Error(`the search thread failed (${error.message})`));
    });
    thread.on("exit", (code) => {
      onLoaded(); // nothing to wait for any more: the next job starts a new thread
      if (worker === thread) worker = null;
      settle(new Error(`the search thread stopped (exit code ${code})`));
    });
    return thread;
  };

  const runOne = (message: RunJobMessage): Promise<JobFiles> => {
    if (closed) return Promise.reject(new Error("the service is stopping"));
    worker ??= spawn();
    const thread = worker;
    return new Promise<JobFiles>((resolve, reject) => {
      current = { taskId: message.taskId, resolve, reject };
      thread.postMessage(message);
    });
  };

  return {
    // Serialised here too, not only by the caller: several services may share one engine (tests do).
    run(message) {
      const result = chain.then(() => runOne(message));
      chain = result.catch(() => undefined);
      return result;
    },
    warm() {
      if (closed) return Promise.resolve();
      worker ??= spawn();
      return loaded;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      settle(new Error("the service is stopping"));
      await thread?.terminate();
    },
  };
}
