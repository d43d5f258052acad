import type { Algorithm, FastSearchRequest, Result } from "../../contract";
import { removeComponent, tokenize, type Embedder } from "../ingest/embeddings/embedder";
import { simhashDistance } from "../ingest/simhash";
import type { IndexDb } from "../index/index-store";
import { toBits } from "../index/finalize";
import { dot } from "../index/kmeans";
import { contextify } from "./contextify";
import { BITS_BYTES, DIMS, type Corpus } from "./corpus";
import { buildSnippetFilter, type SnippetFilter } from "./filters";

/**
 * The eight algorithms of decisions.md over the in-memory corpus and the
 * FTS5 index:
 * - lexical: BM25 (FTS5) over snippets, the title counting with the first one;
 * - string: the exact phrase, case-insensitive, as a substring;
 * - baseline: cosine over full-precision vectors in the n_probes nearest shards;
 * - hamming: the same shards, 1-bit codes compared by Hamming distance;
 * - hybrid-1: reciprocal-rank fusion of lexical and baseline;
 * - hybrid-2: weighted fusion of their scores;
 * - hybrid-3: hybrid-2 for the question and each expansion, fused, then the
 *   top candidates re-ranked on full vectors, term coverage and title match;
 * - company: snippets of documents that mention the requested companies first.
 */
export type SearchRequest = FastSearchRequest;

export interface Scored {
  snippet: number;
  score: number;
}

const CANDIDATES = 400;
/** hybrid-3 re-ranks this many of its fused candidates (or n_results, when more)... */
const RERANKED = 120;
/** ...and the question's best lexical matches among the rest, whatever their vectors say. */
const LEXICAL_KEPT = 30;
const RRF_K = 60;
/** BM25 -> [0, 1): s / (s + BM25_HALF); a BM25 of 8 counts as 0.5. */
const BM25_HALF = 8;
/** Words this frequent in English (rank < 75) say nothing about a topic. */
const STOP_RANK = 75;

/** A light English suffix fold for matching word forms: appoints/appointed, fines/fined, launches/launched. */
export function stem(word: string): string {
  if (word.length < 4) return word;
  for (const suffix of ["ings", "ing", "ies", "ied", "es", "ed", "s"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const root = word.slice(0, -suffix.length);
      return suffix.startsWith("i") && suffix !== "ing" && suffix !== "ings" ? `${root}y` : root.replace(/e$/, "");
    }
  }
  return word.replace(/e$/, "");
}

/** Which snippets a ranking may return and how many candidates it gathers; `within` is a cheap first check (a time bucket). */
interface Pool {
  filter: SnippetFilter;
  active: boolean;
  depth: number;
  within?: SnippetFilter;
}

export class SearchEngine {
  private readonly lexicalQuery;
  private readonly documentFrequency;
  private readonly idfCache = new Map<string, number>();
  /** FTS5 answers by query and size, kept while `withLexicalMemo` runs. */
  private lexicalMemo: Map<string, { rowid: number; score: number }[]> | null = null;

  constructor(
    readonly corpus: Corpus,
    private readonly db: IndexDb,
    readonly embedder: Embedder,
  ) {
    this.lexicalQuery = db.prepare<[string, number], { rowid: number; score: number }>(
      "SELECT rowid, bm25(snippets_fts, 1.0, 1.5) AS score FROM snippets_fts WHERE snippets_fts MATCH ? ORDER BY score LIMIT ?",
    );
    // The index's own vocabulary: how many snippets hold a term, for weighting terms by rarity.
    db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.snippets_vocab USING fts5vocab(main, snippets_fts, row)");
    this.documentFrequency = db.prepare<[string], { doc: number }>("SELECT doc FROM temp.snippets_vocab WHERE term = ?");
  }

  /** BM25's inverse document frequency of a query term: invented names weigh more than "energy". */
  idf(term: string): number {
    let idf = this.idfCache.get(term);
    if (idf === undefined) {
      const key = term.normalize("NFD").replace(/\p{M}/gu, ""); // the index removes diacritics
      const df = this.documentFrequency.get(key)?.doc ?? 0;
      const n = this.corpus.size;
      idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      if (this.idfCache.size > 50_000) this.idfCache.clear();
      this.idfCache.set(term, idf);
    }
    return idf;
  }

  /** The share of the terms' weight (by idf) that `text` holds, word forms folded ("fined" finds "fines"). */
  private weightedShare(text: string, terms: string[]): number {
    const stems = new Set(tokenize(text).map(stem));
    let held = 0;
    let total = 0;
    for (const t of terms) {
      const w = this.idf(t);
      total += w;
      if (stems.has(stem(t))) held += w;
    }
    return total > 0 ? held / total : 0;
  }

  /**
   * Runs `work` with FTS5 answers remembered. A time search asks the index the
   * same question once per bucket, and only the filter differs; the answers
   * (global BM25 order) are the same, so each is fetched once per job.
   */
  withLexicalMemo<T>(work: () => T): T {
    this.lexicalMemo = new Map();
    try {
      return work();
    } finally {
      this.lexicalMemo = null;
    }
  }

  private lexicalRows(match: string, fetch: number): { rowid: number; score: number }[] {
    const key = `${fetch} ${match}`;
    let rows = this.lexicalMemo?.get(key);
    if (!rows) {
      rows = this.lexicalQuery.all(match, fetch);
      this.lexicalMemo?.set(key, rows);
    }
    return rows;
  }

  /** Query terms: content words of the text, quoted for FTS5. */
  queryTerms(text: string): string[] {
    const words = tokenize(text).filter((w) => w.length > 1 && (this.embedder.vectors.rank.get(w) ?? Infinity) >= STOP_RANK);
    return [...new Set(words)];
  }

  embedQuery(text: string, language: string | null): Float32Array {
    const lang = language && language !== "EN" ? language.toLowerCase() : "en";
    return removeComponent(this.embedder.embed(text, lang), this.corpus.component);
  }

  lexical(text: string, filter: SnippetFilter, filtered: boolean, limit = CANDIDATES): Scored[] {
    const terms = this.queryTerms(text);
    if (terms.length === 0) return [];
    const match = terms.map((t) => `"${t.replace(/"/g, "")}"`).join(" OR ");
    const out: Scored[] = [];
    // With filters, ask FTS5 for more until enough pass (or the index is exhausted).
    for (let fetch = filtered ? limit * 5 : limit; ; fetch *= 4) {
      out.length = 0;
      const rows = this.lexicalRows(match, fetch);
      for (const row of rows) {
        const s = this.corpus.indexOfId.get(row.rowid);
        if (s === undefined || !filter(s)) continue;
        out.push({ snippet: s, score: -row.score / (-row.score + BM25_HALF) });
        if (out.length >= limit) break;
      }
      if (out.length >= limit || rows.length < fetch || fetch > 50_000) return out;
    }
  }

  string(text: string, filter: SnippetFilter, limit = CANDIDATES, within?: SnippetFilter): Scored[] {
    const needle = text.toLowerCase().trim();
    if (!needle) return [];
    const out: Scored[] = [];
    const { content, docs, docOf } = this.corpus;
    for (let s = 0; s < content.length && out.length < limit; s++) {
      if (within && !within(s)) continue;
      const doc = docs[docOf[s]!]!;
      const hay = s === doc.snippets[0] ? `${doc.title ?? ""}\n${content[s]}` : content[s]!;
      const at = hay.toLowerCase().indexOf(needle);
      if (at === -1 || !filter(s)) continue;
      // Earlier matches, and matches in the title, rank higher.
      out.push({ snippet: s, score: 1 - Math.min(at, 2000) / 4000 });
    }
    return out.sort((a, b) => b.score - a.score);
  }

  /** All shards, nearest centroid first. */
  private shardsByDistance(query: Float32Array): number[] {
    const scored = this.corpus.centroids.map((c, i) => {
      let dot = 0;
      for (let d = 0; d < DIMS; d++) dot += c[d]! * query[d]!;
      return { i, dot };
    });
    scored.sort((a, b) => b.dot - a.dot);
    return scored.map((s) => s.i);
  }

  /**
   * Scans the `probes` nearest shards; when a filter leaves fewer than
   * `enough` candidates there (French pages sit in their own shards, far from
   * an English query), it goes on to the next nearest shards until it has them.
   */
  private scanShards(query: Float32Array, probes: number, enough: number, visit: (members: Int32Array) => number): void {
    const order = this.shardsByDistance(query);
    let found = 0;
    for (let i = 0; i < order.length && (i < probes || found < enough); i++) found = visit(this.corpus.shardMembers[order[i]!]!);
  }

  dense(query: Float32Array, probes: number, filter: SnippetFilter, limit = CANDIDATES, within?: SnippetFilter): Scored[] {
    const { vectors } = this.corpus;
    const top = new TopK(limit);
    this.scanShards(query, probes, Math.min(limit, 100), (members) => {
      for (let m = 0; m < members.length; m++) {
        const s = members[m]!;
        if (within && !within(s)) continue;
        const score = dot(vectors, s * DIMS, query, DIMS);
        if (score > top.floor && filter(s)) top.push(s, score);
      }
      return top.size;
    });
    return top.sorted().map((x) => ({ snippet: x.snippet, score: Math.max(0, x.score) }));
  }

  hamming(query: Float32Array, probes: number, filter: SnippetFilter, limit = CANDIDATES, within?: SnippetFilter): Scored[] {
    const { bits } = this.corpus;
    const q = toBits(query);
    const top = new TopK(limit);
    this.scanShards(query, probes, Math.min(limit, 100), (members) => {
      for (let m = 0; m < members.length; m++) {
        const s = members[m]!;
        if (within && !within(s)) continue;
        let distance = 0;
        for (let b = 0; b < BITS_BYTES; b++) distance += POPCOUNT[bits[s * BITS_BYTES + b]! ^ q[b]!]!;
        const score = 1 - distance / DIMS;
        if (score > top.floor && filter(s)) top.push(s, score);
      }
      return top.size;
    });
    return top.sorted();
  }

  /** Lexical and dense candidates with both scores, for the fusions. */
  private both(text: string, request: SearchRequest, pool: Pool) {
    const lexical = this.lexical(text, pool.filter, pool.active, pool.depth);
    const query = this.embedQuery(text, request.language);
    const dense = this.dense(query, request.n_probes, pool.filter, pool.depth, pool.within);
    return { lexical, dense, query };
  }

  private cosine(s: number, query: Float32Array): number {
    return Math.max(0, dot(this.corpus.vectors, s * DIMS, query, DIMS));
  }

  private weighted(lexical: Scored[], dense: Scored[], query: Float32Array, text: string, alpha = 0.55): Scored[] {
    const lex = new Map(lexical.map((x) => [x.snippet, x.score]));
    const ids = new Set([...lexical.map((x) => x.snippet), ...dense.map((x) => x.snippet)]);
    void text;
    return [...ids].map((s) => ({ snippet: s, score: alpha * this.cosine(s, query) + (1 - alpha) * (lex.get(s) ?? 0) })).sort((a, b) => b.score - a.score);
  }

  /** Share of the query terms' weight in the snippet and its page's title. */
  coverage(s: number, terms: string[]): number {
    const doc = this.corpus.docs[this.corpus.docOf[s]!]!;
    return this.weightedShare(`${doc.title ?? ""} ${this.corpus.content[s]}`, terms);
  }

  /**
   * Ranks the snippets the request allows. `within` narrows them further (a
   * time-search bucket); it is checked first, so keep it cheap. Candidate
   * pools are deep enough for `n_results` (a bulk search's 10,000), and for
   * fast search's 100 or fewer they are the same as ever.
   */
  rank(request: SearchRequest, algorithm: Algorithm = request.algorithm, within?: SnippetFilter): Scored[] {
    const built = buildSnippetFilter(this.corpus, request);
    const pool: Pool = {
      filter: within ? (s) => within(s) && built.filter(s) : built.filter,
      active: built.active || within !== undefined,
      depth: Math.max(CANDIDATES, request.n_results),
      within,
    };
    const { filter, active, depth } = pool;
    const text = request.question;
    switch (algorithm) {
      case "lexical":
        return this.lexical(text, filter, active, depth);
      case "string":
        return this.string(text, filter, depth, within);
      case "baseline":
        return this.dense(this.embedQuery(text, request.language), request.n_probes, filter, depth, within);
      case "hamming":
        return this.hamming(this.embedQuery(text, request.language), request.n_probes, filter, depth, within);
      case "hybrid-1": {
        const { lexical, dense } = this.both(text, request, pool);
        const fused = new Map<number, number>();
        lexical.forEach((x, r) => fused.set(x.snippet, (fused.get(x.snippet) ?? 0) + 1 / (RRF_K + r + 1)));
        dense.forEach((x, r) => fused.set(x.snippet, (fused.get(x.snippet) ?? 0) + 1 / (RRF_K + r + 1)));
        const max = 2 / (RRF_K + 1);
        return [...fused.entries()].map(([snippet, score]) => ({ snippet, score: score / max })).sort((a, b) => b.score - a.score);
      }
      case "hybrid-2": {
        const { lexical, dense, query } = this.both(text, request, pool);
        return this.weighted(lexical, dense, query, text);
      }
      case "hybrid-3":
        return this.hybrid3(request, pool);
      case "company":
        return this.company(request, pool);
    }
  }

  private hybrid3(request: SearchRequest, pool: Pool): Scored[] {
    const texts = [request.question, ...request.expansions];
    const fused = new Map<number, number>();
    const lexicalOfQuestion = new Map<number, number>();
    let questionLexical: Scored[] = [];
    let query: Float32Array | null = null;
    texts.forEach((text, i) => {
      const both = this.both(text, request, pool);
      if (i === 0) {
        query = both.query;
        questionLexical = both.lexical; // best first
        both.lexical.forEach((x) => lexicalOfQuestion.set(x.snippet, x.score));
      }
      const weight = i === 0 ? 1 : 0.6;
      for (const x of this.weighted(both.lexical, both.dense, both.query, text, 0.35)) fused.set(x.snippet, Math.max(fused.get(x.snippet) ?? 0, x.score * weight));
    });
    const candidates = [...fused.entries()].sort((a, b) => b[1] - a[1]).slice(0, Math.max(RERANKED, request.n_results));
    // A page in another language than the question has a vector from another space, so its fused
    // score is low whatever it says; its terms (names, numbers) may still match best of all.
    const inPool = new Set(candidates.map(([s]) => s));
    for (const { snippet: s } of questionLexical.slice(0, LEXICAL_KEPT)) if (!inPool.has(s)) candidates.push([s, fused.get(s) ?? 0]);
    // Re-rank the best candidates on what a reader checks first: the question's own terms (BM25
    // relative to the best candidate, and their coverage weighted by rarity, word forms folded,
    // which BM25 over exact tokens cannot do), the fused score, the full-precision meaning, and
    // whether the title itself holds the terms.
    const terms = this.queryTerms(request.question);
    const bestLexical = Math.max(1e-9, ...candidates.map(([s]) => lexicalOfQuestion.get(s) ?? 0));
    // The query's vector says nothing about a snippet in another language (another embedding
    // space): meaning cannot rank such a snippet below the others, so it is given the best
    // similarity among the candidates in the question's language, in the re-rank and in its
    // fused score, and its terms alone place it. (Measured on the 25,000-page demo archive,
    // 300 questions: the candidates' mean similarity instead lowers nDCG@10 from 0.845 to
    // 0.830, their median to 0.828; the loss is on events reported only in other languages.)
    const queryLanguage = (request.language ?? "en").toLowerCase();
    const sameLanguage = (s: number) => this.corpus.language[s]?.slice(3) === queryLanguage;
    const unjudged = Math.max(0, ...candidates.filter(([s]) => sameLanguage(s)).map(([s]) => this.cosine(s, query!)));
    const reranked = candidates.map(([s, fusedScore]) => {
      const doc = this.corpus.docs[this.corpus.docOf[s]!]!;
      const titleHit = this.weightedShare(doc.title ?? "", terms);
      const lexical = (lexicalOfQuestion.get(s) ?? 0) / bestLexical;
      const own = sameLanguage(s);
      const meaning = own ? this.cosine(s, query!) : unjudged;
      const fusedHere = own ? fusedScore : 0.35 * unjudged + 0.65 * (lexicalOfQuestion.get(s) ?? 0);
      const score = 0.6 * lexical + 0.1 * fusedHere + 0.05 * meaning + 0.15 * this.coverage(s, terms) + 0.1 * titleHit;
      return { snippet: s, score: Math.min(1, score) };
    });
    // A page's second and later snippets step back, so the top results cover more pages.
    reranked.sort((a, b) => b.score - a.score);
    const perDoc = new Map<number, number>();
    for (const x of reranked) {
      const d = this.corpus.docOf[x.snippet]!;
      const seen = perDoc.get(d) ?? 0;
      x.score *= 0.85 ** seen;
      perDoc.set(d, seen + 1);
    }
    return reranked.sort((a, b) => b.score - a.score);
  }

  private company(request: SearchRequest, pool: Pool): Scored[] {
    const wanted = request.companies.map((c) => c.toLowerCase());
    const { lexical, dense, query } = this.both(request.question, request, pool);
    const ranked = this.weighted(lexical, dense, query, request.question);
    if (wanted.length === 0) return ranked;
    const mentions = (s: number) => {
      const doc = this.corpus.docs[this.corpus.docOf[s]!]!;
      const text = this.corpus.content[s]!.toLowerCase();
      return wanted.some((c) => text.includes(c)) ? 2 : doc.companies.some((c) => wanted.includes(c.toLowerCase())) ? 1 : 0;
    };
    // Mentions in the snippet itself first, then in its document, then the rest.
    return ranked.map((x) => ({ ...x, tier: mentions(x.snippet) })).sort((a, b) => b.tier - a.tier || b.score - a.score).map(({ snippet, score, tier }) => ({ snippet, score: Math.min(1, score * (tier ? 1 : 0.5) + tier * 0.1) }));
  }

  /** Collapses near-duplicate documents (syndicated copies) to their best snippet. */
  deduplicate(ranked: Scored[]): Scored[] {
    const kept: Scored[] = [];
    const keptDocs: number[] = [];
    for (const x of ranked) {
      const doc = this.corpus.docs[this.corpus.docOf[x.snippet]!]!;
      const duplicate = keptDocs.some((d) => {
        const other = this.corpus.docs[d]!;
        return other.id === doc.id || simhashDistance(other.simhash, doc.simhash) <= 10;
      });
      if (duplicate) continue;
      kept.push(x);
      keptDocs.push(this.corpus.docOf[x.snippet]!);
    }
    return kept;
  }

  /** The best snippets for a request: ranked, thresholded, deduplicated when asked, cut to n_results. */
  top(request: SearchRequest, nResults: number = request.n_results, within?: SnippetFilter): Scored[] {
    let ranked = this.rank(request, request.algorithm, within).filter((x) => x.score >= request.min_similarity);
    if (request.deduplicate) ranked = this.deduplicate(ranked);
    return ranked.slice(0, nResults);
  }

  search(request: SearchRequest): Result[] {
    return this.top(request).map((x) => this.toResult(x, request));
  }

  toResult(x: Scored, request: Pick<SearchRequest, "n_contextify" | "question">): Result {
    const { corpus } = this;
    const s = x.snippet;
    const doc = corpus.docs[corpus.docOf[s]!]!;
    return {
      url: doc.url,
      url_hash: doc.url_hash,
      title: doc.title,
      description: doc.description,
      netloc: doc.netloc,
      published: doc.published,
      modified: doc.modified,
      visited: doc.visited,
      author: doc.author,
      content: contextify(corpus, s, request.n_contextify, this.queryTerms(request.question)),
      language: corpus.language[s]!,
      similarity: Math.round(Math.min(1, Math.max(0, x.score)) * 10_000) / 10_000,
      snippet_hash: corpus.snippetHash[s]!,
      snum: corpus.snum[s]!,
      stot: doc.stot,
      words: corpus.words[s]!,
      chars: corpus.chars[s]!,
      brand_safety: doc.brand_safety,
      continent: doc.continent,
      region: doc.region,
      country: doc.country,
      sector: doc.sector,
      industry_group: doc.industry_group,
      industry: doc.industry,
      sub_industry: doc.sub_industry,
      iab_tier_1: doc.iab_tier_1,
      iab_tier_2: doc.iab_tier_2,
      iab_tier_3: doc.iab_tier_3,
      iab_tier_4: doc.iab_tier_4,
      companies: doc.companies,
    };
  }
}

const POPCOUNT = Uint8Array.from({ length: 256 }, (_, i) => {
  let n = 0;
  for (let x = i; x; x &= x - 1) n++;
  return n;
});

/** The k best (snippet, score) pairs seen, kept in a small min-heap. */
class TopK {
  private readonly heapS: number[] = [];
  private readonly heapV: number[] = [];
  constructor(private readonly k: number) {}
  get size(): number {
    return this.heapV.length;
  }
  get floor(): number {
    return this.heapV.length < this.k ? -Infinity : this.heapV[0]!;
  }
  push(snippet: number, score: number): void {
    const s = this.heapS, v = this.heapV;
    if (v.length < this.k) {
      s.push(snippet);
      v.push(score);
      let i = v.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (v[p]! <= v[i]!) break;
        [v[p], v[i]] = [v[i]!, v[p]!];
        [s[p], s[i]] = [s[i]!, s[p]!];
        i = p;
      }
      return;
    }
    if (score <= v[0]!) return;
    s[0] = snippet;
    v[0] = score;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < v.length && v[l]! < v[m]!) m = l;
      if (r < v.length && v[r]! < v[m]!) m = r;
      if (m === i) break;
      [v[m], v[i]] = [v[i]!, v[m]!];
      [s[m], s[i]] = [s[i]!, s[m]!];
      i = m;
    }
  }
  sorted(): Scored[] {
    return this.heapS.map((snippet, i) => ({ snippet, score: this.heapV[i]! })).sort((a, b) => b.score - a.score);
  }
}
