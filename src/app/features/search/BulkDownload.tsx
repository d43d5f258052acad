import { useEffect, useRef, useState, type ReactNode } from "react";
import type { BulkResponse } from "../../../contract";
import type { DecodePhase } from "../../../worker/protocol";
import { decodeErrorMessage } from "../../../worker/errors";
import { downloadResults, isDecodeError, type DecodedFile, type DecodeProgress } from "./bulk-download";
import { formatBytes } from "./RequestInspector";

const PHASES: { phase: DecodePhase; label: string }[] = [
  { phase: "waiting", label: "Waiting for the file" },
  { phase: "downloading", label: "Downloading" },
  { phase: "decrypting", label: "Decrypting" },
  { phase: "decompressing", label: "Decompressing" },
  { phase: "parsing", label: "Reading results" },
];

const CRYPTO_TEXT = { webcrypto: "WebCrypto (the browser's own AES and HMAC)", noble: "the pure-JavaScript fallback (@noble/ciphers)" } as const;

type DownloadState = { status: "working"; progress: DecodeProgress | null } | { status: "done"; file: DecodedFile } | { status: "failed"; message: string; cancelled: boolean };

/**
 * A bulk or time-search file: the wait and the download with a progress bar
 * by phase and bytes, a cancel button, then the decoded result set.
 */
export function BulkDownload(props: DownloadProps) {
  const [attempt, setAttempt] = useState(0);
  return <DownloadAttempt key={attempt} {...props} onRetry={() => setAttempt((a) => a + 1)} />;
}

interface DownloadProps {
  task: BulkResponse;
  kind: "bulk" | "time";
  baseUrl: string;
  children: (file: DecodedFile) => ReactNode;
}

function DownloadAttempt({ task, kind, baseUrl, children, onRetry }: DownloadProps & { onRetry: () => void }) {
  const [state, setState] = useState<DownloadState>({ status: "working", progress: null });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    downloadResults(task, kind, baseUrl, { signal: abort.signal, onProgress: (progress) => setState({ status: "working", progress }) })
      .then((file) => setState({ status: "done", file }))
      .catch((error: unknown) => {
        const cancelled = abort.signal.aborted || (isDecodeError(error) && error.code === "cancelled");
        // The decoder's errors carry the user's message (what happened, what to do).
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: "failed", message: cancelled ? decodeErrorMessage("cancelled") : message, cancelled });
      });
    return () => abort.abort();
  }, [task, kind, baseUrl]);

  const progress = state.status === "working" ? state.progress : null;
  const current = progress ? PHASES.findIndex((p) => p.phase === progress.phase) : 0;

  return (
    <section className="bulk" aria-labelledby="bulk-heading">
      <h2 id="bulk-heading">{kind === "time" ? "Time-search file" : "Bulk file"}</h2>
      <p className="help">
        Task <code>{task.task_id}</code> · {task.status}
      </p>
      {state.status === "working" && (
        <>
          <ol className="phases" aria-label="Steps">
            {PHASES.map((p, i) => (
              <li key={p.phase} className={i < current ? "past" : i === current ? "current" : undefined} aria-current={i === current ? "step" : undefined}>
                {p.label}
              </li>
            ))}
          </ol>
          <div role="status" aria-live="polite" className="progress-line">
            {progress?.phase === "waiting"
              ? `The file is not ready yet${progress.retryInS !== undefined ? `; next try in ${progress.retryInS} s` : ""}.`
              : progress
                ? `${PHASES[current]?.label}: ${formatBytes(progress.bytes)}${progress.total ? ` of ${formatBytes(progress.total)}` : ""}`
                : "Starting the download…"}
          </div>
          <progress aria-label="Download progress" max={progress?.total ?? undefined} value={progress?.total ? progress.bytes : undefined} />
          <button type="button" onClick={() => controller.current?.abort()}>
            Cancel download
          </button>
        </>
      )}
      {state.status === "failed" && (
        <div className={state.cancelled ? "notice" : "run-error"} role="alert">
          <p>{state.message}</p>
          <button type="button" onClick={onRetry}>
            Download again
          </button>
        </div>
      )}
      {state.status === "done" && (
        <>
          <p role="status" className="status-ok">
            {state.file.rows.length} results from a {formatBytes(state.file.fileBytes)} file ({state.file.compression}), decrypted with {CRYPTO_TEXT[state.file.crypto]} · download{" "}
            {Math.round(state.file.timings.downloadMs)} ms, decrypt {Math.round(state.file.timings.decryptMs)} ms, decompress {Math.round(state.file.timings.decompressMs)} ms, parse{" "}
            {Math.round(state.file.timings.parseMs)} ms, check {Math.round(state.file.timings.checkMs)} ms
          </p>
          {children(state.file)}
        </>
      )}
    </section>
  );
}
