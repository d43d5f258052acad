import {
  COUNTRY_NAMES,
  GICS_INDUSTRIES,
  GICS_SECTORS,
  type AgentSearchRequest,
  type Algorithm,
  type FastSearchRequest,
  type Result,
} from "../../contract";
import type { CompanyMatcher } from "../ingest/companies";
import { tokenize } from "../ingest/embeddings/embedder";
import type { SearchEngine, Scored } from "./search-engine";
import { DEFAULT_SEARCH_REQUEST } from "./search-defaults";

/**
 * Agent search (cybernaut-1) with no remote model: the prompt is read for
 * time expressions, places, sectors and companies, its key words are
 * expanded with their nearest neighbours in the word-vector model and their
 * lexical variants, several probes run with different algorithms and
 * filters, and their rankings are fused (reciprocal rank) and deduplicated.
 * The plan it ran comes back as `strategy`.
 */
export interface AgentStrategy {
  prompt: string;
  angles: { name: string; question: string; algorithm: Algorithm; filters: Record<string, unknown>; results: number }[];
  expansions: string[];
  filters: Record<string, unknown>;
  probes: number;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Time expressions -> a published range, relative to the archive's latest date. */
export function timeRange(prompt: string, cutoff: string): { from: string | null; to: string | null; words: string[] } | null {
  const text = prompt.toLowerCase();
  const year = Number(cutoff.slice(0, 4));
  let m: RegExpExecArray | null;
  if ((m = /\b(last|past)\s+(week|month|year|quarter)\b/.exec(text))) {
    const days = { week: 7, month: 31, quarter: 92, year: 365 }[m[2] as "week"]!;
    return { from: shiftDays(cutoff, -days), to: cutoff, words: [m[1]!, m[2]!] };
  }
  if ((m = /\b(last|past)\s+(\d{1,2})\s+(days|weeks|months|years)\b/.exec(text))) {
    const unit = { days: 1, weeks: 7, months: 31, years: 365 }[m[3] as "days"]!;
    return { from: shiftDays(cutoff, -Number(m[2]) * unit), to: cutoff, words: [m[1]!, m[2]!, m[3]!] };
  }
  if (/\bthis\s+year\b/.test(text)) return { from: `${year}-01-01`, to: cutoff, words: ["this", "year"] };
  if ((m = /\b(since|after|from)\s+((?:19|20)\d{2})\b/.exec(text))) return { from: `${m[2]}-01-01`, to: null, words: [m[1]!, m[2]!] };
  if ((m = /\b(before|until)\s+((?:19|20)\d{2})\b/.exec(text))) return { from: null, to: `${Number(m[2]) - 1}-12-31`, words: [m[1]!, m[2]!] };
  if ((m = /\bbetween\s+((?:19|20)\d{2})\s+and\s+((?:19|20)\d{2})\b/.exec(text))) return { from: `${m[1]}-01-01`, to: `${m[2]}-12-31`, words: ["between", m[1]!, "and", m[2]!] };
  if ((m = new RegExp(`\\b(${MONTHS.join("|")})\\s+((?:19|20)\\d{2})\\b`).exec(text))) {
    const month = MONTHS.indexOf(m[1]!) + 1;
    const start = `${m[2]}-${String(month).padStart(2, "0")}-01`;
    const end = new Date(Date.UTC(Number(m[2]), month, 0)).toISOString().slice(0, 10);
    return { from: start, to: end, words: [m[1]!, m[2]!] };
  }
  if ((m = /\b(?:in|during)\s+((?:19|20)\d{2})\b/.exec(text))) return { from: `${m[1]}-01-01`, to: `${m[1]}-12-31`, words: [m[1]!] };
  return null;
}

function mentioned<T extends string>(prompt: string, names: readonly T[]): T[] {
  const text = ` ${prompt.toLowerCase()} `;
  return names.filter((n) => new RegExp(`(?<![\\p{L}])${n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text));
}

/** Singular/plural and the common derivations, so "acquire" also finds "acquisition" and "acquired". */
export function lexicalVariants(word: string): string[] {
  const out = new Set<string>();
  if (word.endsWith("ies")) out.add(word.slice(0, -3) + "y");
  else if (word.endsWith("s") && !word.endsWith("ss")) out.add(word.slice(0, -1));
  else out.add(word + "s");
  if (word.endsWith("e")) {
    out.add(word + "d");
    out.add(word.slice(0, -1) + "ing");
  }
  if (word.endsWith("ire")) out.add(word.replace(/ire$/, "isition"));
  if (word.endsWith("isition")) out.add(word.replace(/isition$/, "ire"));
  if (word.endsWith("ment")) out.add(word.slice(0, -4));
  out.delete(word);
  return [...out];
}

export function agentSearch(engine: SearchEngine, companies: CompanyMatcher, request: AgentSearchRequest): { results: Result[]; strategy: AgentStrategy } {
  const prompt = request.prompt;
  const cutoff = engine.corpus.cutoff ?? new Date().toISOString().slice(0, 10);
  const time = timeRange(prompt, cutoff);
  const countries = mentioned(prompt, COUNTRY_NAMES.filter((c) => c !== "Worldwide"));
  const sectors = mentioned(prompt, GICS_SECTORS);
  const industries = mentioned(prompt, GICS_INDUSTRIES);
  const found = companies.find(prompt).slice(0, 3).map((m) => m.company.name);

  const skip = new Set([...(time?.words ?? []), ...countries.flatMap((c) => tokenize(c)), ...found.flatMap((c) => tokenize(c))]);
  const keyWords = engine.queryTerms(prompt).filter((w) => !skip.has(w));
  const question = keyWords.join(" ") || prompt;

  // Expansions: each key word swapped for a near neighbour in the model, and the lexical variants together.
  const expansions: string[] = [];
  const strongest = [...keyWords].sort((a, b) => engine.embedder.weight(b) - engine.embedder.weight(a)).slice(0, 3);
  for (const word of strongest) {
    // Neighbours among the 20,000 commonest words: rarer ones are mostly names and misspellings.
    const neighbour = engine.embedder.vectors.nearest(word, 3, 20_000).find((n) => !keyWords.includes(n.word) && /^\p{L}+$/u.test(n.word));
    if (neighbour) expansions.push(keyWords.map((w) => (w === word ? neighbour.word : w)).join(" "));
  }
  const variants = keyWords.flatMap((w) => lexicalVariants(w).filter((v) => engine.embedder.vectors.rank.has(v)));
  if (variants.length > 0) expansions.push([...keyWords, ...variants].join(" "));

  const filters: Record<string, unknown> = {};
  const clauses: string[] = [];
  if (time?.from) clauses.push(`published >= '${time.from}'`);
  if (time?.to) clauses.push(`published <= '${time.to}'`);
  const sqlFilter = clauses.length ? `SELECT loc FROM engine WHERE ${clauses.join(" AND ")}` : DEFAULT_SEARCH_REQUEST.sql_filter;
  if (clauses.length) filters.sql_filter = sqlFilter;
  if (countries.length === 1) filters.country = countries[0];
  if (sectors.length === 1) filters.sector = sectors[0];
  if (industries.length === 1) filters.industry = industries[0];
  if (found.length) filters.companies = found;

  const base: FastSearchRequest = { ...DEFAULT_SEARCH_REQUEST, question: question.slice(0, 500), sql_filter: sqlFilter, n_results: 100, expansions: expansions.slice(0, 10).map((e) => e.slice(0, 500)) };
  const angles: { name: string; request: FastSearchRequest }[] = [
    { name: "all filters, hybrid with expansions", request: { ...base, algorithm: "hybrid-3", country: (filters.country as FastSearchRequest["country"]) ?? null, sector: (filters.sector as FastSearchRequest["sector"]) ?? null, industry: (filters.industry as FastSearchRequest["industry"]) ?? null } },
    { name: "key words, lexical", request: { ...base, algorithm: "lexical", expansions: [] } },
    { name: "meaning, dense over more shards", request: { ...base, algorithm: "baseline", n_probes: 50, expansions: [] } },
  ];
  if (found.length) angles.push({ name: "companies named in the prompt", request: { ...base, algorithm: "company", companies: found } });
  if (filters.country || filters.sector || filters.industry) angles.push({ name: "without place and sector filters", request: { ...base, algorithm: "hybrid-2" } });

  const fused = new Map<number, number>();
  const ranked: Scored[][] = angles.map((angle) => engine.top(angle.request, 100));
  ranked.forEach((list, a) => list.forEach((x, r) => fused.set(x.snippet, (fused.get(x.snippet) ?? 0) + (a === 0 ? 1.5 : 1) / (60 + r + 1))));
  const maxScore = angles.reduce((s, _, a) => s + (a === 0 ? 1.5 : 1) / 61, 0);
  const merged = engine.deduplicate([...fused.entries()].map(([snippet, score]) => ({ snippet, score: score / maxScore })).sort((a, b) => b.score - a.score));
  const results = merged.slice(0, request.n_results).map((x) => engine.toResult(x, { n_contextify: DEFAULT_SEARCH_REQUEST.n_contextify, question }));

  return {
    results,
    strategy: {
      prompt,
      angles: angles.map((angle, i) => ({
        name: angle.name,
        question: angle.request.question,
        algorithm: angle.request.algorithm,
        filters: Object.fromEntries(Object.entries({ sql_filter: angle.request.sql_filter, country: angle.request.country, sector: angle.request.sector, industry: angle.request.industry, companies: angle.request.companies }).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0) && v !== DEFAULT_SEARCH_REQUEST.sql_filter)),
        results: ranked[i]!.length,
      })),
      expansions: base.expansions,
      filters,
      probes: angles.length,
    },
  };
}
