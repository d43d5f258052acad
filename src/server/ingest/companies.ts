import { tokenize } from "./embeddings/embedder";

/**
 * The company master the ingest path matches mentions against: for the demo
 * archive, the organisations of the generated world (its reference data, not
 * the ground-truth sidecar); for a user's own pages, whatever master the index
 * holds. Each company carries the GICS levels and home country used to
 * classify a document whose subject it is.
 */
export interface CompanyRecord {
  id: string;
  name: string;
  aliases: string[];
  ticker: string | null;
  country: string | null;
  sector: string | null;
  industry_group: string | null;
  industry: string | null;
  sub_industry: string | null;
}

export interface CompanyMention {
  company: CompanyRecord;
  count: number;
  /** Token position of the first mention: earlier mentions weigh more as "the subject". */
  first: number;
}

const MAX_NAME_TOKENS = 6;
/** Legal suffixes that writers drop: "Norvale Dynamics AG" is mentioned as "Norvale Dynamics". */
const SUFFIXES = new Set(["inc", "corp", "corporation", "co", "ltd", "plc", "ag", "sa", "se", "gmbh", "nv", "bv", "spa", "ab", "as", "oy", "llc", "group", "holdings", "kk"]);

function keysOf(name: string): string[] {
  const tokens = tokenize(name);
  const keys = [tokens.join(" ")];
  if (tokens.length > 1 && SUFFIXES.has(tokens[tokens.length - 1]!)) keys.push(tokens.slice(0, -1).join(" "));
  return keys.filter((k) => k.length >= 3);
}

export class CompanyMatcher {
  private readonly byKey = new Map<string, CompanyRecord>();
  /** First words of every name: most positions in a text start no name, and are skipped at once. */
  private readonly firstWords = new Set<string>();
  readonly byName = new Map<string, CompanyRecord>();

  constructor(readonly companies: readonly CompanyRecord[]) {
    for (const company of companies) {
      this.byName.set(company.name, company);
      for (const name of [company.name, ...company.aliases]) {
        for (const key of keysOf(name)) {
          if (!this.byKey.has(key)) this.byKey.set(key, company);
          this.firstWords.add(key.split(" ")[0]!);
        }
      }
    }
  }

  get size(): number {
    return this.companies.length;
  }

  /** Mentions in text, longest name first at each position, most mentioned first. */
  find(text: string): CompanyMention[] {
    if (this.byKey.size === 0) return [];
    const tokens = tokenize(text);
    const found = new Map<string, CompanyMention>();
    for (let i = 0; i < tokens.length; ) {
      if (!this.firstWords.has(tokens[i]!)) {
        i++;
        continue;
      }
      let matched = 0;
      for (let n = Math.min(MAX_NAME_TOKENS, tokens.length - i); n >= 1; n--) {
        const company = this.byKey.get(tokens.slice(i, i + n).join(" "));
        if (!company) continue;
        const mention = found.get(company.id) ?? { company, count: 0, first: i };
        mention.count++;
        found.set(company.id, mention);
        matched = n;
        break;
      }
      i += matched || 1;
    }
    return [...found.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  }
}
