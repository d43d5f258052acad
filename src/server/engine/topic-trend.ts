import type { TopicTrendRequest } from "../../contract";
import { tokenize } from "../ingest/embeddings/embedder";
import type { IndexDb } from "../index/index-store";
import type { Corpus } from "./corpus";
import { buildSnippetFilter } from "./filters";
import { DEFAULT_FILTER_FIELDS } from "./search-defaults";

/**
 * Topic trend (decisions.md §1): for every month of the archive, the share of
 * that month's documents that match the query, as `{ "<month end>": share }`.
 * A keyword matches as a word, a phrase as a phrase (FTS5), in any snippet of
 * the document; `sql_filter` narrows both the matches and the month totals.
 */
function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function topicTrend(corpus: Corpus, db: IndexDb, request: TopicTrendRequest): Record<string, number> {
  const { filter } = buildSnippetFilter(corpus, { ...DEFAULT_FILTER_FIELDS, sql_filter: request.sql_filter });
  const words = tokenize(request.query);
  const totals = new Map<string, number>();
  const matches = new Map<string, number>();
  const docAllowed = new Set<number>();
  corpus.docs.forEach((doc, d) => {
    if (!doc.published || doc.snippets.length === 0) return;
    if (!doc.snippets.some((s) => filter(s))) return;
    docAllowed.add(d);
    const month = doc.published.slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + 1);
  });
  if (words.length > 0) {
    const phrase = `"${words.join(" ").replace(/"/g, "")}"`;
    const rows = db.prepare<[string], { rowid: number }>("SELECT rowid FROM snippets_fts WHERE snippets_fts MATCH ?").all(phrase);
    const matchedDocs = new Set<number>();
    for (const { rowid } of rows) {
      const s = corpus.indexOfId.get(rowid);
      if (s === undefined || !filter(s)) continue;
      const d = corpus.docOf[s]!;
      if (docAllowed.has(d)) matchedDocs.add(d);
    }
    for (const d of matchedDocs) {
      const month = corpus.docs[d]!.published!.slice(0, 7);
      matches.set(month, (matches.get(month) ?? 0) + 1);
    }
  }
  const months = [...totals.keys()].sort();
  const series: Record<string, number> = {};
  if (months.length === 0) return series;
  // Every month from the first to the last, so a gap reads as a gap, not a missing key.
  for (let [y, m] = months[0]!.split("-").map(Number) as [number, number]; ; ) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    const total = totals.get(key) ?? 0;
    series[monthEnd(key)] = total === 0 ? 0 : Math.round(((matches.get(key) ?? 0) / total) * 1e6) / 1e6;
    if (key >= months[months.length - 1]!) break;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return series;
}
