import type { Result, RichSearchRequest } from "../../contract";
import { tokenize } from "../ingest/embeddings/embedder";
import { simhashDistance } from "../ingest/simhash";
import { toBits } from "../index/finalize";
import { DIMS, type Corpus, type DocMeta } from "./corpus";

/**
 * Rich search's five enrichments, each computed from the archive: the
 * outlet's profile and publishing history, the page's targeting categories,
 * quantitative signals, and the snippet's 1-bit vector.
 */
interface NetlocStats {
  names: Map<string, number>;
  kinds: Map<string, number>;
  languages: Map<string, number>;
  countries: Map<string, number>;
  first: string | null;
  last: string | null;
  documents: number;
  months: Map<string, number>;
}

const ranked = (counts: Map<string, number>) => [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
const bump = (counts: Map<string, number>, key: string | null) => {
  if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
};

/** Small sentiment lexicons in four languages: enough to tell a fine from a record quarter. */
const POSITIVE = new Set("growth grew rises rose record profit gains gain strong wins win award expands expansion beat agreed partnership launch launches raised approval approved up hausse croissance bénéfice succès wachstum gewinn steigt rekord crecimiento beneficio sube récord".split(" "));
const NEGATIVE = new Set("loss losses fall fell falls decline cuts cut layoffs fined fine lawsuit sued fraud breach recall warning weak drop dropped probe investigation killed injured explosion perte baisse amende licenciements procès verlust sinkt strafe klage entlassungen pérdida cae multa demanda despidos".split(" "));

export function sentiment(text: string): number {
  let score = 0, hits = 0;
  for (const word of tokenize(text)) {
    if (POSITIVE.has(word)) {
      score++;
      hits++;
    } else if (NEGATIVE.has(word)) {
      score--;
      hits++;
    }
  }
  return hits === 0 ? 0 : Math.round((score / hits) * 1000) / 1000;
}

export class Enricher {
  private stats: Map<string, NetlocStats> | null = null;

  constructor(private readonly corpus: Corpus) {}

  private netlocStats(netloc: string): NetlocStats {
    if (!this.stats) {
      this.stats = new Map();
      for (const doc of this.corpus.docs) {
        let s = this.stats.get(doc.netloc);
        if (!s) {
          s = { names: new Map(), kinds: new Map(), languages: new Map(), countries: new Map(), first: null, last: null, documents: 0, months: new Map() };
          this.stats.set(doc.netloc, s);
        }
        s.documents++;
        bump(s.names, doc.site_name);
        bump(s.kinds, doc.kind);
        bump(s.languages, doc.language);
        bump(s.countries, doc.country);
        if (doc.published) {
          if (!s.first || doc.published < s.first) s.first = doc.published;
          if (!s.last || doc.published > s.last) s.last = doc.published;
          bump(s.months, doc.published.slice(0, 7));
        }
      }
    }
    return this.stats.get(netloc)!;
  }

  private duplicates(doc: DocMeta): number {
    let count = 0;
    for (const other of this.corpus.docs) if (other.id !== doc.id && simhashDistance(other.simhash, doc.simhash) <= 10) count++;
    return count;
  }

  enrich(result: Result, snippet: number, request: RichSearchRequest): Result {
    const doc = this.corpus.docs[this.corpus.docOf[snippet]!]!;
    const out: Result = { ...result };
    if (request.enrich_profile || request.enrich_history) {
      const s = this.netlocStats(doc.netloc);
      if (request.enrich_profile) {
        out.profile = {
          netloc: doc.netloc,
          name: ranked(s.names)[0] ?? null,
          kind: ranked(s.kinds)[0] ?? null,
          languages: ranked(s.languages),
          countries: ranked(s.countries).slice(0, 10),
          first_seen: s.first,
          last_seen: s.last,
          documents: s.documents,
        };
      }
      if (request.enrich_history) {
        out.history = { netloc: doc.netloc, months: [...s.months.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([month, documents]) => ({ month, documents })) };
      }
    }
    if (request.enrich_targeting) {
      out.targeting = {
        iab_tier_1: doc.iab_tier_1 ? [doc.iab_tier_1] : [],
        iab_tier_2: doc.iab_tier_2 ? [doc.iab_tier_2] : [],
        gics: { sector: doc.sector, industry_group: doc.industry_group, industry: doc.industry, sub_industry: doc.sub_industry },
        brand_safety: doc.brand_safety as "Safe" | "Sensitive" | "Unsafe" | null,
        keywords: doc.keywords,
      };
    }
    if (request.enrich_signals) {
      const cutoff = this.corpus.cutoff;
      out.signals = {
        words: doc.words,
        snippet_words: this.corpus.words[snippet]!,
        stot: doc.stot,
        freshness_days: cutoff && doc.published ? Math.round((Date.parse(cutoff) - Date.parse(doc.published)) / 86_400_000) : null,
        modified_after_days: doc.published && doc.modified && doc.modified > doc.published ? Math.round((Date.parse(doc.modified) - Date.parse(doc.published)) / 86_400_000) : 0,
        duplicates: this.duplicates(doc),
        companies: doc.companies.length,
        sentiment: sentiment(`${doc.title ?? ""} ${this.corpus.content[snippet]}`),
        date_certain: doc.certain ? 1 : 0,
      };
    }
    if (request.enrich_vectors) {
      const vector = this.corpus.vectors.subarray(snippet * DIMS, (snippet + 1) * DIMS);
      out.vectors = { dims: DIMS, bits: toBits(vector).toString("base64") };
    }
    return out;
  }
}
