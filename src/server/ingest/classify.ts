import {
  COUNTRIES,
  COUNTRY_NAMES,
  IAB_NODES,
  IAB_TIER_1,
  IAB_TIER_2,
  IAB_TIER_3,
  IAB_TIER_4,
  type BrandSafety,
  type CountryNameValue,
} from "../../contract";
import type { CompanyMention } from "./companies";
import { tokenize, type Embedder } from "./embeddings/embedder";

/**
 * Document classification: IAB content categories (tiers 1 to 4), brand
 * safety, geography, and GICS from the subject company. No remote model:
 * categories are scored by the similarity of the document's embedding with
 * each category's own embedding (its name, its parent's name and a few cue
 * words), plus cue words in English, French, German and Spanish where the
 * embedding alone is weak (non-English text, narrow legal and crime topics).
 */
export interface Classification {
  iab_tier_1: string | null;
  iab_tier_2: string | null;
  iab_tier_3: string | null;
  iab_tier_4: string | null;
  brand_safety: BrandSafety;
  country: string | null;
  region: string | null;
  continent: string | null;
  sector: string | null;
  industry_group: string | null;
  industry: string | null;
  sub_industry: string | null;
}

/** Cue words per IAB node name (stems; matched as word prefixes), all four languages together. */
const CUES: Record<string, string[]> = {
  "Business and Finance": ["company", "companies", "firm", "revenue", "profit", "shares", "investor", "entreprise", "société", "chiffre", "unternehmen", "konzern", "umsatz", "empresa", "compañía", "ingresos"],
  Business: ["deal", "merger", "acquisition", "acquire", "partnership", "rachat", "fusion", "übernahme", "adquisición", "acuerdo", "alianza"],
  "Executive Leadership & Management": ["ceo", "chief executive", "appointed", "board", "directeur général", "vorstandschef", "consejero delegado", "nommé", "ernannt", "nombrado"],
  "Business Accounting & Finance": ["earnings", "quarter", "quarterly", "results", "guidance", "résultats", "trimestre", "quartal", "ergebnis", "resultados"],
  "Human Resources": ["layoffs", "job cuts", "redundancies", "workforce", "licenciements", "suppressions", "stellenabbau", "entlassungen", "despidos", "plantilla"],
  Startups: ["startup", "start-up", "seed", "venture", "funding round", "levée de fonds", "finanzierungsrunde", "ronda de financiación"],
  Economy: ["economy", "inflation", "gdp", "économie", "wirtschaft", "economía"],
  "Financial Regulation": ["regulator", "fine", "fined", "penalty", "sanction", "amende", "régulateur", "bußgeld", "strafe", "aufsicht", "multa", "sanción"],
  Law: ["lawsuit", "sued", "court", "judge", "litigation", "plaintiff", "patent", "procès", "tribunal", "plainte", "klage", "gericht", "demanda", "juicio", "tribunal"],
  Crime: ["fraud", "arrested", "police", "theft", "charged", "fraude", "arrêté", "betrug", "festgenommen", "detenido", "estafa"],
  Disasters: ["explosion", "fire", "flood", "earthquake", "spill", "incendie", "inondation", "brand", "überschwemmung", "incendio", "inundación"],
  "Technology & Computing": ["software", "chip", "semiconductor", "cloud", "data", "logiciel", "puce", "halbleiter", "software", "chip", "nube"],
  "Artificial Intelligence": ["artificial intelligence", "machine learning", "ai model", "intelligence artificielle", "künstliche intelligenz", "inteligencia artificial"],
  "Medical Health": ["drug", "clinical", "patients", "hospital", "médicament", "clinique", "medikament", "klinisch", "fármaco", "clínico"],
  "Pharmaceutical Drugs": ["drug approval", "trial", "pharmaceutical", "pharmaceutique", "arzneimittel", "farmacéutica"],
  Automotive: ["car", "vehicle", "automaker", "voiture", "véhicule", "fahrzeug", "autobauer", "coche", "vehículo"],
  "Real Estate": ["property", "real estate", "immobilier", "immobilien", "inmobiliario"],
  Politics: ["government", "minister", "parliament", "gouvernement", "ministre", "regierung", "minister", "gobierno", "ministro"],
  "Crime & Harmful Acts to Individuals, Society & Human Right Violations": ["assault", "violence", "killed", "murder", "agression", "violence", "gewalt", "getötet", "violencia", "asesinato"],
  "Death, Injury, or Military Conflict": ["killed", "dead", "injured", "fatal", "casualties", "morts", "blessés", "tote", "verletzte", "muertos", "heridos"],
};

const UNSAFE = ["killed", "murder", "shooting", "shot dead", "massacre", "terror", "bomb", "fatal", "corpse", "stabbing", "tués", "meurtre", "fusillade", "attentat", "getötet", "mord", "schießerei", "anschlag", "asesinato", "tiroteo", "atentado", "muertos"];
const SENSITIVE = ["lawsuit", "sued", "fraud", "fine", "fined", "penalty", "investigation", "layoffs", "recall", "bribery", "scandal", "injured", "explosion", "spill", "procès", "fraude", "amende", "enquête", "licenciements", "scandale", "klage", "betrug", "bußgeld", "ermittlung", "entlassungen", "skandal", "demanda", "fraude", "multa", "investigación", "despidos", "escándalo"];

const cuePatterns = new WeakMap<readonly string[], RegExp>();

/** One regular expression per cue list, built once: cues are matched as word prefixes. */
function cuePattern(cues: readonly string[]): RegExp {
  let pattern = cuePatterns.get(cues);
  if (!pattern) {
    const alternatives = [...cues].sort((a, b) => b.length - a.length).map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "gu");
    cuePatterns.set(cues, pattern);
  }
  return pattern;
}

function countCues(text: string, cues: readonly string[]): number {
  if (cues.length === 0) return 0;
  return text.match(cuePattern(cues))?.length ?? 0;
}

export function brandSafety(text: string): BrandSafety {
  const lower = text.toLowerCase();
  const unsafe = countCues(lower, UNSAFE);
  const sensitive = countCues(lower, SENSITIVE);
  if (unsafe >= 2) return "Unsafe";
  if (unsafe === 1 || sensitive >= 2) return "Sensitive";
  return "Safe";
}

/** Country names in English, French, German and Spanish where they differ (a cue list, not a gazetteer). */
const COUNTRY_ALIASES: Record<string, CountryNameValue> = {
  usa: "United States", "u.s.": "United States", "états-unis": "United States", "vereinigten staaten": "United States", "estados unidos": "United States", "u.s.a.": "United States",
  uk: "United Kingdom", "royaume-uni": "United Kingdom", "vereinigten königreich": "United Kingdom", "reino unido": "United Kingdom", britain: "United Kingdom",
  allemagne: "Germany", deutschland: "Germany", alemania: "Germany",
  frankreich: "France", francia: "France",
  espagne: "Spain", spanien: "Spain", españa: "Spain",
  italie: "Italy", italien: "Italy", italia: "Italy",
  "pays-bas": "Netherlands", niederlande: "Netherlands", "países bajos": "Netherlands",
  suisse: "Switzerland", schweiz: "Switzerland", suiza: "Switzerland",
  japon: "Japan", japón: "Japan", chine: "China", "brésil": "Brazil", brasilien: "Brazil", brasil: "Brazil",
  mexique: "Mexico", mexiko: "Mexico", méxico: "Mexico", inde: "India", indien: "India",
  canadá: "Canada", kanada: "Canada", "corée du sud": "South Korea", südkorea: "South Korea", "corea del sur": "South Korea",
  suède: "Sweden", schweden: "Sweden", suecia: "Sweden", belgique: "Belgium", belgien: "Belgium", bélgica: "Belgium",
  autriche: "Austria", österreich: "Austria", portugal: "Portugal", pologne: "Poland", polen: "Poland", polonia: "Poland",
  australie: "Australia", australien: "Australia", singapour: "Singapore", singapur: "Singapore",
};

const COUNTRY_KEYS: [string, CountryNameValue][] = [
  ...COUNTRY_NAMES.filter((n) => n !== "Worldwide").map((n) => [n.toLowerCase(), n] as [string, CountryNameValue]),
  ...Object.entries(COUNTRY_ALIASES),
];

const COUNTRY_BY_KEY = new Map(COUNTRY_KEYS);
const COUNTRY_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${COUNTRY_KEYS.map(([k]) => k).sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

export function geography(text: string, mentions: readonly CompanyMention[]): Pick<Classification, "country" | "region" | "continent"> {
  const scores = new Map<CountryNameValue, number>();
  for (const match of text.toLowerCase().matchAll(COUNTRY_PATTERN)) {
    const name = COUNTRY_BY_KEY.get(match[0]);
    if (name) scores.set(name, (scores.get(name) ?? 0) + 1);
  }
  // The subject company's home counts like two mentions of its country.
  const home = mentions[0]?.company.country as CountryNameValue | undefined;
  if (home && home in COUNTRIES) scores.set(home, (scores.get(home) ?? 0) + 2);
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return { country: null, region: null, continent: null };
  const info = COUNTRIES[best];
  return { country: best, region: info.region, continent: info.continent };
}

interface CategoryVector {
  id: string;
  tier: number;
  name: string;
  parent: string | null;
  vector: Float32Array;
  cues: string[];
}

const ENUM_BY_TIER: Record<number, readonly string[]> = { 1: IAB_TIER_1, 2: IAB_TIER_2, 3: IAB_TIER_3, 4: IAB_TIER_4 };

/** The contract's spelling of a taxonomy name ("Political Issues & policy" in the interface's IabTier2). */
function enumName(tier: number, name: string): string | null {
  const values = ENUM_BY_TIER[tier]!;
  return values.find((v) => v === name) ?? values.find((v) => v.toLowerCase() === name.toLowerCase()) ?? null;
}

export class IabClassifier {
  private readonly categories: CategoryVector[];
  private readonly children = new Map<string | null, CategoryVector[]>();

  constructor(private readonly embedder: Embedder) {
    const byId = new Map(IAB_NODES.map((n) => [n.id, n]));
    this.categories = IAB_NODES.filter((n) => enumName(n.tier, n.name) !== null).map((n) => {
      const parent = n.parent ? byId.get(n.parent) : undefined;
      const cues = CUES[n.name] ?? [];
      const text = [n.name, n.name, parent?.name ?? "", ...cues].join(" ");
      return { id: n.id, tier: n.tier, name: enumName(n.tier, n.name)!, parent: n.parent, vector: embedder.embed(text, "en"), cues };
    });
    for (const c of this.categories) {
      const list = this.children.get(c.parent) ?? [];
      list.push(c);
      this.children.set(c.parent, list);
    }
  }

  private score(c: CategoryVector, vector: Float32Array, lowerText: string): number {
    let dot = 0;
    for (let d = 0; d < vector.length; d++) dot += vector[d]! * c.vector[d]!;
    const cueHits = c.cues.length > 0 ? countCues(lowerText, c.cues) : 0;
    return dot + Math.min(cueHits, 5) * 0.06;
  }

  private best(parent: string | null, vector: Float32Array, lowerText: string, floor: number): CategoryVector | null {
    let best: CategoryVector | null = null;
    let bestScore = floor;
    for (const c of this.children.get(parent) ?? []) {
      const s = this.score(c, vector, lowerText);
      if (s > bestScore) {
        best = c;
        bestScore = s;
      }
    }
    return best;
  }

  /** Walks the tree from tier 1 down while a child is a confident enough match. */
  classify(vector: Float32Array, text: string): Pick<Classification, "iab_tier_1" | "iab_tier_2" | "iab_tier_3" | "iab_tier_4"> {
    const lower = text.toLowerCase();
    const t1 = this.best(null, vector, lower, -1);
    const t2 = t1 && this.best(t1.id, vector, lower, 0.1);
    const t3 = t2 && this.best(t2.id, vector, lower, 0.2);
    const t4 = t3 && this.best(t3.id, vector, lower, 0.3);
    return { iab_tier_1: t1?.name ?? null, iab_tier_2: t2?.name ?? null, iab_tier_3: t3?.name ?? null, iab_tier_4: t4?.name ?? null };
  }
}

export function gicsOf(mentions: readonly CompanyMention[]): Pick<Classification, "sector" | "industry_group" | "industry" | "sub_industry"> {
  const subject = mentions[0]?.company;
  return {
    sector: subject?.sector ?? null,
    industry_group: subject?.industry_group ?? null,
    industry: subject?.industry ?? null,
    sub_industry: subject?.sub_industry ?? null,
  };
}

/** Words that say what a text is about, for audience keywords (rich search targeting). */
export function keywords(text: string, embedder: Embedder, count = 8): string[] {
  const tally = new Map<string, number>();
  for (const word of tokenize(text)) {
    if (word.length < 4 || /\d/.test(word)) continue;
    tally.set(word, (tally.get(word) ?? 0) + embedder.weight(word));
  }
  return [...tally.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([w]) => w);
}
