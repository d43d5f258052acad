import { describe, expect, it } from "vitest";
import { firstPrincipalComponent, kmeans } from "../../../src/server/index/kmeans";

function clusteredVectors(perCluster: number, centers: number[][], noise: number, seed = 3): Float32Array {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32) - 0.5;
  const dims = centers[0]!.length;
  const out = new Float32Array(perCluster * centers.length * dims);
  centers.forEach((c, ci) => {
    for (let i = 0; i < perCluster; i++) {
      const row = (ci * perCluster + i) * dims;
      let n = 0;
      for (let d = 0; d < dims; d++) {
        out[row + d] = c[d]! + rand() * noise;
        n += out[row + d]! ** 2;
      }
      for (let d = 0; d < dims; d++) out[row + d]! /= Math.sqrt(n);
    }
  });
  return out;
}

describe("k-means shards", () => {
  const centers = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]];
  const vectors = clusteredVectors(50, centers, 0.3);

  it("puts the members of each true cluster in one shard", () => {
    const { assignments, centroids } = kmeans(vectors, 200, 4, 4, { seed: 1 });
    expect(centroids).toHaveLength(4);
    for (let c = 0; c < 4; c++) {
      const labels = new Set(Array.from(assignments.slice(c * 50, c * 50 + 50)));
      expect(labels.size).toBe(1);
    }
    expect(new Set(Array.from(assignments)).size).toBe(4);
  });

  it("is deterministic for a seed", () => {
    expect(Array.from(kmeans(vectors, 200, 4, 8, { seed: 9 }).assignments)).toEqual(Array.from(kmeans(vectors, 200, 4, 8, { seed: 9 }).assignments));
  });

  it("finds the direction all vectors share", () => {
    const shared = clusteredVectors(100, [[3, 1, 0, 0]], 0.2);
    const pc = firstPrincipalComponent(shared, 100, 4);
    const expected = [3, 1, 0, 0].map((x) => x / Math.sqrt(10));
    const cosine = Math.abs(expected.reduce((s, x, i) => s + x * pc[i]!, 0));
    expect(cosine).toBeGreaterThan(0.98);
  });
});
