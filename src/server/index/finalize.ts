import { removeComponent } from "../ingest/embeddings/embedder";
import { blobToVector, vectorToBlob, type IndexStore } from "./index-store";
import { firstPrincipalComponent, kmeans, nearestCentroid } from "./kmeans";

export const MIN_SHARDS = 64;
/**
 * About 250 snippets a shard: with the default n_probes of 30, a query scans
 * a few thousand vectors instead of half the archive.
 */
const SNIPPETS_PER_SHARD = 250;
const DIMS = 100;

/** The 1-bit code of a vector: one bit per dimension, set where the value is positive. */
export function toBits(vector: Float32Array): Buffer {
  const bits = Buffer.alloc(Math.ceil(vector.length / 8));
  for (let d = 0; d < vector.length; d++) if (vector[d]! > 0) bits[d >> 3]! |= 1 << (d & 7);
  return bits;
}

export interface FinalizeReport {
  shards: number;
  assigned: number;
  trained: boolean;
  buildId: string;
}

/**
 * Makes new snippets searchable by vector. On the first build (no shards
 * yet) it computes SIF's common component and the shard centroids from all
 * vectors; later ingests keep both and only place the new snippets, so
 * existing shards and the query embedding stay stable.
 */
export function finalizeIndex(store: IndexStore, onProgress?: (done: number, total: number) => void): FinalizeReport {
  const db = store.db;
  const hasShards = (db.prepare("SELECT count(*) AS n FROM shards").get() as { n: number }).n > 0;
  // The first build trains on the snippets in content order, not in the order the ingest threads
  // happened to store them, so the same pages always give the same shards (and the same results).
  const pending = db.prepare<[], { id: number; vector: Buffer }>(hasShards ? "SELECT id, vector FROM snippets WHERE shard IS NULL ORDER BY id" : "SELECT id, vector FROM snippets ORDER BY snippet_hash, vector").all();
  const count = pending.length;
  const vectors = new Float32Array(count * DIMS);
  pending.forEach((row, i) => vectors.set(blobToVector(row.vector), i * DIMS));

  let component: Float32Array | null = null;
  const storedComponent = store.getMeta("sif_component");
  if (hasShards && storedComponent) component = new Float32Array(JSON.parse(storedComponent) as number[]);
  else if (count > 0) {
    component = firstPrincipalComponent(vectors, count, DIMS);
    store.setMeta("sif_component", JSON.stringify(Array.from(component)));
  }
  for (let i = 0; i < count; i++) removeComponent(vectors.subarray(i * DIMS, (i + 1) * DIMS), component);

  let centroids: Float32Array[];
  let assignments: Int32Array;
  if (hasShards) {
    centroids = db.prepare<[], { centroid: Buffer }>("SELECT centroid FROM shards ORDER BY id").all().map((r) => blobToVector(r.centroid));
    assignments = new Int32Array(count);
    for (let i = 0; i < count; i++) assignments[i] = nearestCentroid(vectors, i * DIMS, centroids, DIMS);
  } else {
    const k = Math.max(MIN_SHARDS, Math.round(count / SNIPPETS_PER_SHARD));
    ({ centroids, assignments } = kmeans(vectors, count, DIMS, k, { seed: 42 }));
  }

  const update = db.prepare("UPDATE snippets SET vector = ?, bits = ?, shard = ? WHERE id = ?");
  const batch = 5_000;
  for (let start = 0; start < count; start += batch) {
    store.transaction(() => {
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const v = vectors.subarray(i * DIMS, (i + 1) * DIMS);
        update.run(vectorToBlob(v.slice()), toBits(v), assignments[i]!, pending[i]!.id);
      }
    });
    onProgress?.(Math.min(count, start + batch), count);
  }
  store.transaction(() => {
    if (!hasShards) {
      const insert = db.prepare("INSERT INTO shards (id, centroid, size) VALUES (?, ?, 0)");
      centroids.forEach((c, i) => insert.run(i, vectorToBlob(c)));
    }
    // One grouped scan: a correlated count per shard read the whole snippets table once per shard.
    const setSize = db.prepare("UPDATE shards SET size = ? WHERE id = ?");
    db.exec("UPDATE shards SET size = 0");
    for (const row of db.prepare<[], { shard: number; n: number }>("SELECT shard, count(*) AS n FROM snippets WHERE shard IS NOT NULL GROUP BY shard").all()) setSize.run(row.n, row.shard);
  });
  const buildId = store.computeBuildId();
  store.setMeta("index_build", buildId);
  const cutoff = store.latestPublished();
  if (cutoff) store.setMeta("archive_cutoff", cutoff);
  return { shards: centroids.length, assigned: count, trained: !hasShards, buildId };
}
