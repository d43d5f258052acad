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
const SAMPLE_CHARS = 2_000;

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
  if (fallback && second && ISO3_TO_1[second[0]] === fallback && first![1] - second[1] < 0.02) return { language: fallback, scores };
  return { language: ISO3_TO_1[first![0]]!, scores };
}
