import { parseIsoDateTime, timeBuckets, type BulkSearchRequest, type Result, type TimeSearchRequest } from "../../contract";
import type { Corpus } from "../engine/corpus";
import type { SearchEngine } from "../engine/search-engine";

/** What a job file holds before compression and encryption (decisions.md "Bulk and time search"). */
export type BulkPlaintext = { response: Result[] };
export type TimePlaintext = { response: { start: string; end: string; results: Result[] }[] };

export type JobRequest = { kind: "bulk"; request: BulkSearchRequest } | { kind: "time"; request: TimeSearchRequest };

/** Runs one job: the file's plaintext document and how many result rows it holds. */
export function runSearchJob(engine: SearchEngine, job: JobRequest): { document: BulkPlaintext | TimePlaintext; rows: number } {
  if (job.kind === "bulk") {
    const document = runBulkSearch(engine, job.request);
    return { document, rows: document.response.length };
  }
  const document = runTimeSearch(engine, job.request);
  return { document, rows: document.response.reduce((n, bucket) => n + bucket.results.length, 0) };
}

/** A bulk search is a fast search allowed more results: the same engine call, row for row. */
export function runBulkSearch(engine: SearchEngine, request: BulkSearchRequest): BulkPlaintext {
  return { response: engine.search(request) };
}

/**
 * The same relevance search run independently in each bucket, narrowed to
 * the pages published within it. Published dates are days, so a page counts
 * at 00:00 UTC of its day: with hourly buckets only the bucket holding
 * midnight has results, which is what the archive can honestly say.
 */
export function runTimeSearch(engine: SearchEngine, request: TimeSearchRequest): TimePlaintext {
  const start = parseIsoDateTime(request.start);
  const end = parseIsoDateTime(request.end);
  // The contract refused anything else before the job was accepted.
  if (!start || !end) throw new Error("time search: start and end must be ISO 8601 date-times");
  const publishedAt = publishedMsBySnippet(engine.corpus);
  const buckets = timeBuckets(start.epochMs, end.epochMs, request.frequency);
  if (request.sort === "descending") buckets.reverse();
  const response = engine.withLexicalMemo(() =>
    buckets.map((bucket) => ({
      start: isoUtc(bucket.start),
      end: isoUtc(bucket.end),
      results: engine
        .top(request, request.n_results, (s) => publishedAt[s]! >= bucket.start && publishedAt[s]! < bucket.end)
        .map((x) => engine.toResult(x, request)),
    })),
  );
  return { response };
}

/** Each snippet's page's publication time (NaN when unknown, which no bucket holds), read once per job. */
function publishedMsBySnippet(corpus: Corpus): Float64Array {
  const byDoc = corpus.docs.map((doc) => (doc.published ? Date.parse(`${doc.published}T00:00:00Z`) : NaN));
  const out = new Float64Array(corpus.size);
  for (let s = 0; s < out.length; s++) out[s] = byDoc[corpus.docOf[s]!]!;
  return out;
}

/** ISO 8601 in UTC, without milliseconds when there are none (2024-01-01T00:00:00Z). */
function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}
