import { useCallback, useRef, useState } from "react";
import { ApiError, createClient } from "../../../client";
import type { AgentSearchResponse, BulkResponse } from "../../../contract";
import type { ResultRow } from "./export";
import { describeRequest, type OutgoingRequest } from "./inspect";
import { OPERATIONS, type Operation } from "./operations";

/** What the service answered, measured at the wire: status, time to the last byte, body size. */
export interface Exchange {
  status: number;
  ms: number;
  bytes: number;
}

export type RunRecord = {
  id: number;
  op: Operation;
  request: OutgoingRequest;
  body: Record<string, unknown>;
} & (
  | { status: "running" }
  | { status: "results"; exchange: Exchange; rows: ResultRow[]; strategy: AgentSearchResponse["strategy"] | null }
  | { status: "file"; exchange: Exchange; task: BulkResponse }
  | { status: "failed"; exchange: Exchange | null; error: ApiError }
);

/** A fetch that records the answer's status, duration and size for the inspector. */
function measuringFetch(record: (exchange: Exchange) => void): typeof fetch {
  return async (input, init) => {
    const started = performance.now();
    const response = await fetch(input, init);
    const bytes = (await response.clone().arrayBuffer()).byteLength;
    record({ status: response.status, ms: Math.round(performance.now() - started), bytes });
    return response;
  };
}

/** Runs one search at a time; a new run cancels the one in flight. */
export function useSearchRun(baseUrl: string, apiKey: string) {
  const [run, setRun] = useState<RunRecord | null>(null);
  const controller = useRef<AbortController | null>(null);
  const counter = useRef(0);

  const start = useCallback(
    async (op: Operation, body: Record<string, unknown>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const id = ++counter.current;
      const base = { id, op, body, request: describeRequest(op, baseUrl, apiKey, body) };
      setRun({ ...base, status: "running" });
      let exchange: Exchange | null = null;
      const client = createClient({ baseUrl, apiKey, fetch: measuringFetch((e) => (exchange = e)) });
      const result = await client.call(OPERATIONS[op].routeId, { body }, { signal: abort.signal });
      if (abort.signal.aborted) return;
      const measured = exchange as Exchange | null;
      if (result.error) {
        setRun({ ...base, status: "failed", exchange: measured, error: result.error });
      } else if (OPERATIONS[op].delivery === "file") {
        setRun({ ...base, status: "file", exchange: measured!, task: result.data as BulkResponse });
      } else {
        const data = result.data as { response: ResultRow[]; strategy?: AgentSearchResponse["strategy"] };
        setRun({ ...base, status: "results", exchange: measured!, rows: data.response, strategy: data.strategy ?? null });
      }
    },
    [baseUrl, apiKey],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setRun(null);
  }, []);

  return { run, start, cancel };
}
