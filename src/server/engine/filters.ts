import { compileSqlFilter, parseSqlFilter, type FastSearchRequest, type FilterRow } from "../../contract";
import { validationError } from "../http/errors";
import type { Corpus, DocMeta } from "./corpus";

/** Which snippets a request allows, before any scoring. */
export type SnippetFilter = (snippet: number) => boolean;

type FilterFields = Pick<
  FastSearchRequest,
  | "sql_filter" | "must_include" | "must_exclude" | "brand_safety" | "language" | "continent" | "region" | "country" | "sector"
  | "industry_group" | "industry" | "sub_industry" | "iab_tier_1" | "iab_tier_2" | "iab_tier_3" | "iab_tier_4" | "companies" | "collection"
>;

const ENUM_FIELDS = ["brand_safety", "continent", "region", "country", "sector", "industry_group", "industry", "sub_industry", "iab_tier_1", "iab_tier_2", "iab_tier_3", "iab_tier_4"] as const;

/** The sql_filter's tree, or the 422 that says what is wrong and where. */
export function parseRequestFilter(sqlFilter: string) {
  const parsed = parseSqlFilter(sqlFilter);
  if (!parsed.ok) {
    const msg = `Value error, sql_filter: ${parsed.error} (at character ${parsed.position})`;
    throw validationError([{ loc: ["body", "sql_filter"], type: "value_error", msg, input: sqlFilter, ctx: { error: `${parsed.error} (at character ${parsed.position})`, position: parsed.position } }]);
  }
  return parsed.where;
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export function buildSnippetFilter(corpus: Corpus, request: FilterFields): { filter: SnippetFilter; active: boolean } {
  const sql = compileSqlFilter(parseRequestFilter(request.sql_filter));
  const hasSql = request.sql_filter.trim().toUpperCase() !== "SELECT LOC FROM ENGINE";
  const enumChecks = ENUM_FIELDS.filter((f) => request[f] !== null && request[f] !== undefined).map((f) => [f, request[f]] as const);
  const language = request.language ? request.language.toLowerCase() : null;
  const companies = request.companies.map((c) => c.toLowerCase());
  const include = request.must_include.map((s) => s.toLowerCase()).filter(Boolean);
  const exclude = request.must_exclude.map((s) => s.toLowerCase()).filter(Boolean);
  const since = request.collection === "this-week" && corpus.cutoff ? daysBefore(corpus.cutoff, 7) : null;

  const docOk = new Map<number, boolean>();
  const checkDoc = (doc: DocMeta): boolean => {
    for (const [field, value] of enumChecks) if (doc[field] !== value) return false;
    if (language && doc.language !== language) return false;
    if (since && (doc.published === null || doc.published < since)) return false;
    if (companies.length > 0 && !doc.companies.some((c) => companies.includes(c.toLowerCase()))) return false;
    return true;
  };

  const active = hasSql || enumChecks.length > 0 || language !== null || since !== null || companies.length > 0 || include.length > 0 || exclude.length > 0;
  const filter: SnippetFilter = (s) => {
    const d = corpus.docOf[s]!;
    let ok = docOk.get(d);
    const doc = corpus.docs[d]!;
    if (ok === undefined) {
      ok = checkDoc(doc);
      docOk.set(d, ok);
    }
    if (!ok) return false;
    if (include.length > 0 || exclude.length > 0) {
      const text = `${s === doc.snippets[0] ? (doc.title ?? "") + "\n" : ""}${corpus.content[s]!}`.toLowerCase();
      if (include.length > 0 && !include.some((w) => text.includes(w))) return false;
      if (exclude.some((w) => text.includes(w))) return false;
    }
    if (hasSql) {
      const row: FilterRow = {
        loc: String(corpus.snippetIds[s]),
        netloc: doc.netloc,
        url_hash: doc.url_hash,
        doc_hash: doc.doc_hash,
        published: doc.published,
        modified: doc.modified,
        visited: doc.visited.slice(0, 10),
        certain: doc.certain,
        language: corpus.language[s]!,
        stot: doc.stot,
        snum: corpus.snum[s]!,
        words: corpus.words[s]!,
        chars: corpus.chars[s]!,
        companies: doc.companies,
      };
      if (!sql(row)) return false;
    }
    return true;
  };
  return { filter, active };
}


