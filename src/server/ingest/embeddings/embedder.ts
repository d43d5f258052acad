import { DIMENSIONS, type WordVectors } from "./word-vectors";

/**
 * Text -> one unit vector of 100 dimensions.
 *
 * English: smooth inverse frequency (Arora, Liang & Ma, 2017): the mean of the
 * word vectors, each weighted a / (a + p(w)), so that frequent words count
 * little. p(w) is not in the package, but its words are in frequency order,
 * so p is estimated from the rank with Zipf's law: p(r) = 1 / ((r + 1) H).
 * The index removes the corpus's first principal component afterwards
 * (`removeComponent`), the second step of SIF.
 *
 * Other languages: the GloVe vocabulary is English, so a French or German
 * text would be embedded from its few English-looking words. Such text is
 * embedded instead by feature hashing of its words and character trigrams
 * into the same 100 dimensions (a fixed random projection): texts that share
 * words and stems land near each other, which is what retrieval within that
 * language needs. Known words (names, numbers, loan words) add their GloVe
 * vector too, so a query in English still finds an entity named in French text.
 */
const SIF_A = 1e-3;
const HARMONIC = Math.log(400_000) + 0.5772;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

export interface Embedder {
  dimensions: number;
  /** `language` is ISO 639-1 lower case ("en", "fr"...); null or "en" use the English model. */
  embed(text: string, language?: string | null): Float32Array;
  /** SIF weight of a word, also used to pick expansion terms. */
  weight(word: string): number;
  vectors: WordVectors;
}

function fnv1a(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Adds a hashed feature: four signed dimensions per feature (sparse random projection). */
function addHashed(feature: string, out: Float32Array, weight: number): void {
  for (let k = 0; k < 4; k++) {
    const h = fnv1a(feature, k * 0x9e3779b9);
    out[h % DIMENSIONS]! += (h & 0x80000000 ? -1 : 1) * weight;
  }
}

export function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (let d = 0; d < vector.length; d++) norm += vector[d]! * vector[d]!;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d]! /= norm;
  return vector;
}

/** Removes the projection on a unit vector `component` and renormalises. */
export function removeComponent(vector: Float32Array, component: Float32Array | null): Float32Array {
  if (!component) return vector;
  let dot = 0;
  for (let d = 0; d < vector.length; d++) dot += vector[d]! * component[d]!;
  for (let d = 0; d < vector.length; d++) vector[d]! -= dot * component[d]!;
  return normalize(vector);
}

export function createEmbedder(vectors: WordVectors): Embedder {
  const weight = (word: string): number => {
    const rank = vectors.rank.get(word);
    const p = rank === undefined ? 1 / (400_000 * HARMONIC) : 1 / ((rank + 1) * HARMONIC);
    return SIF_A / (SIF_A + p);
  };

  return {
    dimensions: DIMENSIONS,
    vectors,
    weight,
    embed(text, language) {
      const out = new Float32Array(DIMENSIONS);
      const words = tokenize(text);
      const english = !language || language === "en";
      for (const word of words) {
        const w = weight(word);
        const known = vectors.addTo(word, out, w);
        if (!english) {
          // Hashed features are scaled to be comparable with a GloVe vector's norm (~5).
          addHashed(`w:${word}`, out, w * 2);
          const padded = `^${word}$`;
          for (let i = 0; i + 3 <= padded.length; i++) addHashed(`t:${padded.slice(i, i + 3)}`, out, w * 0.7);
        } else if (!known && /\p{L}/u.test(word)) {
          // An unknown English word (an invented company name, say) still counts.
          addHashed(`w:${word}`, out, w * 2);
        }
      }
      return normalize(out);
    },
  };
}
