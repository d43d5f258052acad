import { tokenize } from "./embeddings/embedder";

/**
 * 64-bit SimHash over word 3-shingles (Charikar 2002): near-duplicate texts
 * (the same story syndicated with small edits) differ in few bits, so
 * `deduplicate` can collapse documents within a small Hamming distance.
 */
function hash64(text: string): [number, number] {
  let h1 = 0x811c9dc5, h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return [h1 >>> 0, h2 >>> 0];
}

export function simhash(text: string): string {
  const words = tokenize(text);
  const counts = new Int32Array(64);
  const shingles = Math.max(1, words.length - 2);
  for (let i = 0; i < shingles; i++) {
    const [hi, lo] = hash64(words.slice(i, i + 3).join(" "));
    for (let b = 0; b < 32; b++) {
      counts[b]! += (hi >>> b) & 1 ? 1 : -1;
      counts[32 + b]! += (lo >>> b) & 1 ? 1 : -1;
    }
  }
  let hi = 0, lo = 0;
  for (let b = 0; b < 32; b++) {
    if (counts[b]! > 0) hi |= 1 << b;
    if (counts[32 + b]! > 0) lo |= 1 << b;
  }
  return (hi >>> 0).toString(16).padStart(8, "0") + (lo >>> 0).toString(16).padStart(8, "0");
}

export function simhashDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 8) {
    let x = (parseInt(a.slice(i, i + 8), 16) ^ parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (x) {
      x &= x - 1;
      distance++;
    }
  }
  return distance;
}
