import { DecodeError } from "./errors";
import { ITEMS_PER_MESSAGE, type DoneMessage, type FailedMessage, type PageToWorker, type WorkerToPage } from "./protocol";
import { runDecodeJob } from "./run-decode-job";

/** The worker's side of a channel: a dedicated worker's global scope, or a MessagePort in tests. */
export interface PageEndpoint {
  postMessage(message: WorkerToPage): void;
  addEventListener(type: "message", listener: (event: MessageEvent<PageToWorker>) => void): void;
  /** A MessagePort delivers nothing before `start()`; a worker scope has no such method. */
  start?(): void;
}

function failure(id: string, error: unknown, signal: AbortSignal): FailedMessage {
  if (error instanceof DecodeError) return { type: "failed", id, code: error.code, message: error.message };
  if (signal.aborted) return { type: "failed", id, code: "cancelled", message: new DecodeError("cancelled").message };
  // Every step maps its own failures; what reaches here is exceptional
  // (memory exhausted, a bug), and the user can only retry.
  const unexpected = DecodeError.withDetail("network", `unexpected: ${(error as Error)?.message ?? String(error)}`);
  return { type: "failed", id, code: unexpected.code, message: unexpected.message };
}

/** The document's items a slice per message, then `done` with their count. */
function postDone(endpoint: PageEndpoint, { document, ...done }: DoneMessage): void {
  const items = document.response;
  for (let i = 0; i < items.length; i += ITEMS_PER_MESSAGE) {
    endpoint.postMessage({ type: "items", id: done.id, items: items.slice(i, i + ITEMS_PER_MESSAGE) });
  }
  endpoint.postMessage({ ...done, itemCount: items.length });
}

/** Runs the jobs the page starts, several at once, each cancellable by id. */
export function serveDecodeJobs(endpoint: PageEndpoint): void {
  const running = new Map<string, AbortController>();
  /** URLs that answered 200 in this worker's life: a later 404 for one of them means it expired. */
  const downloaded = new Set<string>();

  async function run(job: Extract<PageToWorker, { type: "start" }>["job"]): Promise<void> {
    const controller = new AbortController();
    running.get(job.id)?.abort();
    running.set(job.id, controller);
    try {
      const done = await runDecodeJob(job, {
        signal: controller.signal,
        onProgress: (message) => {
          if (message.phase === "decrypting") downloaded.add(job.url); // decrypting starts once the download is complete
          endpoint.postMessage(message);
        },
        wasReady: downloaded.has(job.url),
      });
      if (controller.signal.aborted) throw new DecodeError("cancelled");
      postDone(endpoint, done);
    } catch (error) {
      endpoint.postMessage(failure(job.id, error, controller.signal));
    } finally {
      if (running.get(job.id) === controller) running.delete(job.id);
    }
  }

  endpoint.addEventListener("message", ({ data }) => {
    if (data.type === "start") void run(data.job);
    else if (data.type === "cancel") running.get(data.id)?.abort();
  });
  endpoint.start?.();
}
