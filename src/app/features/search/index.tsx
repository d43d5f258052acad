import { useCallback, useMemo, useState, type FormEvent } from "react";
import type { ValidationErrorItem } from "../../../contract";
import { useConnection } from "../../connection";
import { BulkDownload } from "./BulkDownload";
import type { TableRow } from "./columns";
import { FilterForm } from "./FilterForm";
import { highlightTerms } from "./highlight";
import { labelOf } from "./labels";
import { OPERATIONS, takes } from "./operations";
import { OperationSwitch, OptionFields, QueryFields } from "./QueryBuilder";
import { buildBody, checkBody, detailByField, fieldOfLoc } from "./request";
import { ExchangeLine, RequestInspector } from "./RequestInspector";
import { ResultsTable } from "./ResultsTable";
import { RunError } from "./RunError";
import { ScrapePanel } from "./ScrapePanel";
import { SqlEditor } from "./SqlEditor";
import { textValue } from "./state";
import { TimeChart } from "./TimeChart";
import { useSearchRun, type RunRecord } from "./use-search-run";
import { useSearchState } from "./use-search-state";
import { StatusPanel } from "../status/StatusPanel";

const sameBody = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

/** A 422 item still applies while its field holds what was sent. */
function stillApplies(item: ValidationErrorItem, sent: Record<string, unknown>, now: Record<string, unknown>): boolean {
  const field = fieldOfLoc(item.loc);
  return JSON.stringify(sent[field]) === JSON.stringify(now[field]);
}

function termsOf(body: Record<string, unknown>): string[] {
  const texts = ["question", "prompt", "expansions", "must_include"].flatMap((k) => {
    const v = body[k];
    return typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  });
  return highlightTerms(texts);
}

function RunSummary({ run }: { run: RunRecord }) {
  if (run.status === "running") return <span>Running {OPERATIONS[run.op].label.toLowerCase()}…</span>;
  if (run.status === "results") return <span>{run.rows.length} results in {run.exchange.ms} ms.</span>;
  if (run.status === "file") return <span>The service accepted the task; fetching its file.</span>;
  return <span>The request failed: {run.error.message}</span>;
}

export function SearchPage() {
  const api = useSearchState();
  const { state } = api;
  const { baseUrl, apiKey } = useConnection();
  const body = useMemo(() => buildBody(state), [state]);
  const clientDetail = useMemo(() => checkBody(state.op, body), [state.op, body]);
  const [checkFirst, setCheckFirst] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [scrapeUrl, setScrapeUrl] = useState<string | null>(null);
  const { run, start } = useSearchRun(baseUrl, apiKey);
  const [failedAt, setFailedAt] = useState(0);

  // A missing required field is said once the user tries to run, not while the form is still empty.
  const shownClient = useMemo(() => clientDetail.filter((item) => attempted || item.type !== "missing"), [clientDetail, attempted]);
  const errors = useMemo(() => {
    const serverDetail = run?.status === "failed" && run.error.status === 422 && run.op === state.op ? run.error.detail.filter((item) => stillApplies(item, run.body, body)) : [];
    return detailByField([...shownClient, ...serverDetail]);
  }, [shownClient, run, state.op, body]);

  const send = useCallback(() => {
    setFailedAt(Date.now());
    void start(state.op, body).then(() => setFailedAt(Date.now()));
  }, [start, state.op, body]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (checkFirst && clientDetail.length > 0) {
      // Take the user to the first problem; the summary below names them all.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.builder [aria-invalid="true"]')?.focus());
      return;
    }
    send();
  };

  const onScrape = useCallback((row: TableRow) => setScrapeUrl(row.url), []);
  const stale = run !== null && (run.op !== state.op || !sameBody(run.body, body));
  const lastExchange = run && run.status !== "running" ? run.exchange : null;
  const terms = useMemo(() => (run ? termsOf(run.body) : []), [run]);
  const exportName = run ? `${run.op}-search-${new Date(run.id).toISOString().slice(0, 10)}` : "results";
  const problems = attempted ? clientDetail : shownClient;

  return (
    <>
      <h1>Search</h1>
      <p className="lead">Build a search, see exactly what will be sent, run it, and work with the results.</p>
      <div className="search-layout">
        <form className="builder" onSubmit={submit} noValidate aria-label="Query builder">
          <OperationSwitch op={state.op} onChange={api.setOperation} />
          <QueryFields api={api} errors={errors} />
          {/* Filters before options: narrowing a search is the common step, tuning it the rare one. */}
          {takes(state.op, "country") && <FilterForm api={api} errors={errors} />}
          <OptionFields api={api} errors={errors} />
          {takes(state.op, "sql_filter") && (
            <SqlEditor value={textValue(state, "sql_filter")} onChange={(text, typing) => api.set({ sql_filter: text }, { typing })} errors={errors.get("sql_filter")} />
          )}
          <div className="run-bar">
            <button type="submit" className="primary">
              Run {OPERATIONS[state.op].label.toLowerCase()}
            </button>
            <label className="check-first">
              <input type="checkbox" checked={checkFirst} onChange={(e) => setCheckFirst(e.target.checked)} /> Check against the contract before sending
            </label>
            {problems.length > 0 && (
              <p className={checkFirst ? "status-bad" : "help"} id="problems">
                {problems.length} {problems.length === 1 ? "problem" : "problems"}: {[...new Set(problems.map((p) => labelOf(fieldOfLoc(p.loc))))].join(", ")}
                {checkFirst ? "" : " (will be sent anyway, to see what the service says)"}
              </p>
            )}
          </div>
        </form>
        <aside className="inspector-column">
          <RequestInspector op={state.op} body={body} baseUrl={baseUrl} apiKey={apiKey} lastExchange={lastExchange} stale={stale} />
        </aside>
      </div>

      <section className="results-section" aria-labelledby="results-heading">
        <h2 id="results-heading">Results</h2>
        <div role="status" aria-live="polite" className="run-status">
          {run ? <RunSummary run={run} /> : "Nothing run yet."}
        </div>
        {run?.status === "failed" && (
          <>
            {run.exchange && <ExchangeLine exchange={run.exchange} />}
            <RunError error={run.error} failedAt={failedAt} onRetry={send} />
          </>
        )}
        {run?.status === "results" && (
          <>
            <ExchangeLine exchange={run.exchange} />
            {run.strategy && (
              <details className="strategy">
                <summary>What the agent did: {run.strategy.angles.length} angles, {run.strategy.probes} probes</summary>
                <ul>
                  {run.strategy.angles.map((angle, i) => (
                    <li key={i}>
                      <strong>{angle.name}</strong>: “{angle.question}” with {angle.algorithm}, {angle.results} results
                    </li>
                  ))}
                </ul>
                {run.strategy.expansions.length > 0 && <p>Expansions: {run.strategy.expansions.join("; ")}</p>}
              </details>
            )}
            <ResultsTable rows={run.rows} terms={terms} onScrape={onScrape} grouped={false} fileText={null} exportName={exportName} />
          </>
        )}
        {run?.status === "file" && (
          <>
            <ExchangeLine exchange={run.exchange} />
            <BulkDownload key={run.id} task={run.task} kind={run.op === "time" ? "time" : "bulk"} baseUrl={baseUrl}>
              {(file) => (
                <>
                  {file.buckets && <TimeChart buckets={file.buckets} />}
                  <ResultsTable rows={file.rows} terms={terms} onScrape={onScrape} grouped={file.buckets !== null} fileText={file.text} exportName={exportName} />
                </>
              )}
            </BulkDownload>
          </>
        )}
      </section>
      <StatusPanel />
      {scrapeUrl && <ScrapePanel url={scrapeUrl} onClose={() => setScrapeUrl(null)} />}
    </>
  );
}
