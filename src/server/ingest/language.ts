import { francAll } from "franc";

/**
 * Language detection with franc (trigram profiles), restricted to the
 * languages a news archive mostly holds: unrestricted, franc calls short
 * English text Scots ("sco") or Frisian. ISO 639-3 -> 639-1.
 */
const ISO3_TO_1: Record<string, string> = {
  eng: "en", fra: "fr", deu: "de", spa: "es", ita: "it", por: "pt", nld: "nl", swe: "sv", dan: "da", nob: "no", fin: "fi",
  pol: "pl", ces: "cs", slk: "sk", hun: "hu", ron: "ro", tur: "tr", rus: "ru", ukr: "uk", ell: "el", cat: "ca", hrv: "hr",
  ind: "id", vie: "vi", cmn: "zh", jpn: "ja", kor: "ko", arb: "ar", heb: "he", hin: "hi",
};
const ONLY = Object.keys(ISO3_TO_1);
const SAMPLE_CHARS = 500;

export interface DetectedLanguage {
  /** ISO 639-1 lower case, or null when the text is too short to tell. */
  language: string | null;
  /** The top candidates, as shares that sum to 1. */
  scores: Record<string, number>;
}

export function detectLanguage(text: string, fallback: string | null = null): DetectedLanguage {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const ranked = francAll(sample, { only: ONLY, minLength: 20 }).filter(([code]) => code !== "und");
  if (ranked.length === 0) return { language: fallback, scores: fallback ? { [fallback]: 1 } : {} };
  const top = ranked.slice(0, 3);
  const total = top.reduce((sum, [, score]) => sum + score, 0) || 1;
  const scores: Record<string, number> = {};
  for (const [code, score] of top) scores[ISO3_TO_1[code]!] = Math.round((score / total) * 1000) / 1000;
  // When two languages are nearly tied on a short text, the page's own claim decides.
  const [first, second] = ranked;
  const third = ranked[2];
  // Three languages within a hair of each other: franc has no idea (a table of figures, a list of
  // names). Stop words may still tell; otherwise the page's claim, or unknown.
  if (third && third[1] >= 0.97 * first![1]) {
    const byStopwords = stopwordLanguage(sample);
    return { language: byStopwords ?? fallback, scores };
  }
  if (fallback && second && ISO3_TO_1[second[0]] === fallback && first![1] - second[1] < 0.02) return { language: fallback, scores };
  return { language: ISO3_TO_1[first![0]]!, scores };
}

/**
 * Stop words of the languages news pages mix most: enough to tell whether a
 * snippet is in its page's language without running franc on every snippet.
 */
const STOPWORDS: Record<string, Set<string>> = {
  en: new Set("the of and to in is that for on with as was by it said its from at be has are".split(" ")),
  fr: new Set("le la les des et est un une du dans pour que qui sur au par avec sont ont été".split(" ")),
  de: new Set("der die das und ist nicht ein eine den dem mit von auf für sich des im zu hat wird".split(" ")),
  es: new Set("el la los las de del y en que por con para una un es se su al fue ha".split(" ")),
  it: new Set("il lo la gli le di del della e che per con una un è sono ha nel alla".split(" ")),
  pt: new Set("o a os as de do da e que em para com uma um é são foi no na pelo".split(" ")),
  nl: new Set("de het een en van in is dat op te met voor zijn niet door aan bij".split(" ")),
};

/** The language whose stop words a text holds clearly most of (three or more, twice the runner-up), or null. */
function stopwordLanguage(text: string): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const ranked = Object.entries(STOPWORDS)
    .map(([lang, set]) => [lang, words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0)] as const)
    .sort((a, b) => b[1] - a[1]);
  const [best, runnerUp] = ranked;
  return best && best[1] >= 3 && best[1] >= 2 * (runnerUp?.[1] ?? 0) ? best[0] : null;
}

/** The snippet's language: its page's, unless its stop words clearly say another one. */
export function snippetLanguage(text: string, pageLanguage: string | null): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 12) return pageLanguage;
  const hits: Record<string, number> = {};
  for (const [lang, set] of Object.entries(STOPWORDS)) hits[lang] = words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0);
  const own = pageLanguage ? (hits[pageLanguage] ?? null) : null;
  const [best, bestHits] = Object.entries(hits).sort((a, b) => b[1] - a[1])[0]!;
  if (own !== null && own * 2 >= bestHits) return pageLanguage;
  // Only a clear majority of another language's stop words overrides the page (then franc decides).
  return bestHits >= 3 ? (detectLanguage(text, best).language ?? pageLanguage) : pageLanguage;
}
