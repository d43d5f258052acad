import { DecodeError } from "./errors";
import type { DecodeJob, DoneMessage, PageToWorker, ProgressMessage, WorkerToPage } from "./protocol";

/**
 * The page's side of the bulk-file worker: one worker, created on first use,
 * serves every download; each call resolves with the worker's `done` message
 * or rejects with a `DecodeError`.
 */

export interface DecodeOptions {
  onProgress?: (progress: ProgressMessage) => void;
  /** Aborting cancels the download at once and rejects with code `cancelled`. */
  signal?: AbortSignal;
}

/** What the client needs of a worker: a `Worker`, or a MessagePort in tests. */
export interface WorkerEndpoint {
  postMessage(message: PageToWorker): void;
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerToPage>) => void): void;
  addEventListener(type: "error", listener: (event: Event) => void): void;
  start?(): void;
  terminate?(): void;
}

interface Pending {
  jobId: string;
  phase?: ProgressMessage["phase"];
  /** The document's items as they arrive, ahead of `done`. */
  items: unknown[];
  options: DecodeOptions;
  resolve: (done: DoneMessage) => void;
  reject: (error: DecodeError) => void;
}

export interface DecodeClient {
  decode(job: DecodeJob, options?: DecodeOptions): Promise<DoneMessage>;
}

export function createDecodeClient(createWorker: () => WorkerEndpoint): DecodeClient {
  let worker: WorkerEndpoint | null = null;
  const pending = new Map<string, Pending>();
  let sequence = 0;

  function onMessage({ data }: MessageEvent<WorkerToPage>): void {
    const call = pending.get(data.id);
    if (!call) return; // a job already cancelled on this side
    if (data.type === "items") {
      if (call.items.length === 0) performance.mark("bulk-file:receiving");
      for (const item of data.items) call.items.push(item);
      return;
    }
    if (data.type === "progress") {
      // A User Timing mark as each phase begins, so a profile shows where the time went.
      if (data.phase !== call.phase) performance.mark(`bulk-file:${data.phase}`);
      call.phase = data.phase;
      call.options.onProgress?.({ ...data, id: call.jobId });
      return;
    }
    performance.mark(`bulk-file:${data.type}`);
    pending.delete(data.id);
    if (data.type === "failed") return call.reject(new DecodeError(data.code, data.message));
    const { itemCount, ...done } = data;
    if (call.items.length !== itemCount) {
      return call.reject(DecodeError.withDetail("invalid_json", `${call.items.length} of ${itemCount} items arrived from the decoder`));
    }
    call.resolve({ ...done, id: call.jobId, document: { response: call.items } });
  }

  /** The worker script failed to load or crashed: every call in flight fails, and the next call starts a new worker. */
  function onError(): void {
    worker?.terminate?.();
    worker = null;
    const error = DecodeError.withDetail("network", "the decoder could not be started");
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  }

  function endpoint(): WorkerEndpoint {
    if (!worker) {
      worker = createWorker();
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      worker.start?.();
    }
    return worker;
  }

  return {
    decode(job, options = {}) {
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(new DecodeError("cancelled"));
      // The wire id is the client's own, so two calls with the same job id never mix.
      const wireId = `${job.id}#${++sequence}`;
      const target = endpoint();
      return new Promise<DoneMessage>((resolve, reject) => {
        const onAbort = () => {
          if (!pending.delete(wireId)) return;
          target.postMessage({ type: "cancel", id: wireId });
          reject(new DecodeError("cancelled"));
        };
        pending.set(wireId, {
          jobId: job.id,
          items: [],
          options,
          resolve: (done) => {
            signal?.removeEventListener("abort", onAbort);
            resolve(done);
          },
          reject: (error) => {
            signal?.removeEventListener("abort", onAbort);
            reject(error);
          },
        });
        signal?.addEventListener("abort", onAbort, { once: true });
        target.postMessage({ type: "start", job: { ...job, id: wireId } });
      });
    },
  };
}

let shared: DecodeClient | null = null;

/** Downloads and decodes one bulk or time-search file in the shared worker. */
export function decodeBulkFile(job: DecodeJob, options?: DecodeOptions): Promise<DoneMessage> {
  shared ??= createDecodeClient(() => new Worker(new URL("./bulk-file.worker.ts", import.meta.url), { type: "module" }));
  return shared.decode(job, options);
}
