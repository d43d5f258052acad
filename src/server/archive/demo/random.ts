// A small seeded PRNG and the draws the generator needs. Everything downstream
// takes an `Rng` instead of calling Math.random, so one seed gives one world,
// byte for byte. Independent parts of the world (organisations, events, each
// article) draw from their own derived streams (`deriveRng`), so adding a draw
// in one part never shifts the numbers another part sees, and articles can be
// rendered in any order (or streamed) with identical output.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
}

/** FNV-1a over the UTF-16 code units, then a murmur-style finaliser: cheap and well mixed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** splitmix32: spreads one 32-bit seed into the four words sfc32 needs. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32: 128-bit state, passes PractRand far beyond what a world of this size draws. */
export function createRng(seed: number | string): Rng {
  const seed32 = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  const mix = splitmix32(seed32);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const rng: Rng = {
    next() {
      const t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) >>> 0;
      return t / 4294967296;
    },
  };
  // Warm-up: the first outputs of sfc32 still echo the seed words.
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** A stream of its own for one named part of the world (e.g. "orgs", "article:42"). */
export function deriveRng(seed: number, label: string): Rng {
  return createRng(hashString(`${seed >>> 0}/${label}`));
}

/** An integer in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

/** A float in [min, max). */
export function floatBetween(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min);
}

export function chance(rng: Rng, probability: number): boolean {
  return rng.next() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[Math.floor(rng.next() * items.length)] as T;
}

/** Picks one item with probability proportional to its weight (weights ≥ 0, not all 0). */
export function pickWeighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += Math.max(0, weightOf(item));
  if (!(total > 0)) throw new Error("pickWeighted: no positive weight");
  let target = rng.next() * total;
  for (const item of items) {
    target -= Math.max(0, weightOf(item));
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** Weighted pick over precomputed cumulative weights: O(log n) for the hot paths. */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weightOf(item));
      this.cumulative.push(sum);
    }
    if (!(sum > 0)) throw new Error("WeightedTable: no positive weight");
    this.total = sum;
  }

  pick(rng: Rng): T {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** `count` distinct items (or all of them when there are fewer). */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, Math.max(0, count));
}

/** Standard normal by Box-Muller, scaled. */
export function gaussian(rng: Rng, mean = 0, stdDev = 1): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return mean + stdDev * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Log-normal draw: deal sizes, revenues and head counts are skewed, not bell-shaped. */
export function logNormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(gaussian(rng, 0, sigma));
}
