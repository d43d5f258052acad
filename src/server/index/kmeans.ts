/**
 * k-means over unit vectors (cosine), used to cut the dense index into shards
 * so that `n_probes` means "search the n shards whose centroids are nearest
 * to the query". k-means++ seeding and Lloyd iterations on a sample; every
 * vector is then assigned to its nearest centroid. Deterministic for a seed.
 */
export interface KMeansResult {
  centroids: Float32Array[];
  assignments: Int32Array;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dot product of a row of `a` with `b`; four accumulators, which V8 runs about a quarter faster here. */
export function dot(a: Float32Array, aOffset: number, b: Float32Array, dims: number): number {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  let d = 0;
  for (; d + 3 < dims; d += 4) {
    s0 += a[aOffset + d]! * b[d]!;
    s1 += a[aOffset + d + 1]! * b[d + 1]!;
    s2 += a[aOffset + d + 2]! * b[d + 2]!;
    s3 += a[aOffset + d + 3]! * b[d + 3]!;
  }
  for (; d < dims; d++) s0 += a[aOffset + d]! * b[d]!;
  return s0 + s1 + s2 + s3;
}

export function nearestCentroid(vectors: Float32Array, offset: number, centroids: readonly Float32Array[], dims: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let c = 0; c < centroids.length; c++) {
    const s = dot(vectors, offset, centroids[c]!, dims);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

function normalizeInPlace(v: Float32Array): void {
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d]! * v[d]!;
  n = Math.sqrt(n);
  if (n > 0) for (let d = 0; d < v.length; d++) v[d]! /= n;
}

/** `vectors` holds `count` rows of `dims` floats, each of unit length. */
export function kmeans(vectors: Float32Array, count: number, dims: number, k: number, options: { seed?: number; iterations?: number; sample?: number } = {}): KMeansResult {
  const random = mulberry32(options.seed ?? 1);
  const iterations = options.iterations ?? 8;
  k = Math.max(1, Math.min(k, count));

  const sampleSize = Math.min(count, options.sample ?? Math.max(12_000, k * 40));
  const sample = new Int32Array(sampleSize);
  for (let i = 0; i < sampleSize; i++) sample[i] = sampleSize === count ? i : Math.floor(random() * count);

  // k-means++ seeding on the sample: each next centroid far from the ones chosen.
  const centroids: Float32Array[] = [];
  const first = sample[Math.floor(random() * sampleSize)]!;
  centroids.push(vectors.slice(first * dims, first * dims + dims));
  const nearest = new Float64Array(sampleSize).fill(Infinity);
  while (centroids.length < k) {
    const latest = centroids[centroids.length - 1]!;
    let total = 0;
    for (let i = 0; i < sampleSize; i++) {
      const distance = Math.max(0, 1 - dot(vectors, sample[i]! * dims, latest, dims));
      if (distance < nearest[i]!) nearest[i] = distance;
      total += nearest[i]! * nearest[i]!;
    }
    let target = random() * total;
    let chosen = sample[sampleSize - 1]!;
    for (let i = 0; i < sampleSize; i++) {
      target -= nearest[i]! * nearest[i]!;
      if (target <= 0) {
        chosen = sample[i]!;
        break;
      }
    }
    centroids.push(vectors.slice(chosen * dims, chosen * dims + dims));
  }

  const labels = new Int32Array(sampleSize);
  for (let iter = 0; iter < iterations; iter++) {
    let moved = 0;
    for (let i = 0; i < sampleSize; i++) {
      const label = nearestCentroid(vectors, sample[i]! * dims, centroids, dims);
      if (label !== labels[i] || iter === 0) moved++;
      labels[i] = label;
    }
    const sums = centroids.map(() => new Float32Array(dims));
    const sizes = new Int32Array(k);
    for (let i = 0; i < sampleSize; i++) {
      const sum = sums[labels[i]!]!;
      const offset = sample[i]! * dims;
      for (let d = 0; d < dims; d++) sum[d]! += vectors[offset + d]!;
      sizes[labels[i]!]!++;
    }
    for (let c = 0; c < k; c++) {
      if (sizes[c] === 0) {
        // An empty cluster takes a random sample point, so all k shards stay in use.
        const pick = sample[Math.floor(random() * sampleSize)]!;
        centroids[c] = vectors.slice(pick * dims, pick * dims + dims);
      } else {
        normalizeInPlace(sums[c]!);
        centroids[c] = sums[c]!;
      }
    }
    if (moved < sampleSize * 0.002) break;
  }

  const assignments = new Int32Array(count);
  for (let i = 0; i < count; i++) assignments[i] = nearestCentroid(vectors, i * dims, centroids, dims);
  return { centroids, assignments };
}

/** The first principal component of the rows (power iteration), for SIF's common-component removal. */
export function firstPrincipalComponent(vectors: Float32Array, count: number, dims: number, sample = 20_000, seed = 7): Float32Array {
  const random = mulberry32(seed);
  const rows = Math.min(count, sample);
  const pick = Array.from({ length: rows }, (_, i) => (rows === count ? i : Math.floor(random() * count)));
  let v = new Float32Array(dims).map(() => random() - 0.5);
  normalizeInPlace(v);
  for (let iter = 0; iter < 30; iter++) {
    const next = new Float32Array(dims);
    for (const r of pick) {
      const s = dot(vectors, r * dims, v, dims);
      for (let d = 0; d < dims; d++) next[d]! += s * vectors[r * dims + d]!;
    }
    normalizeInPlace(next);
    v = next;
  }
  return v;
}
