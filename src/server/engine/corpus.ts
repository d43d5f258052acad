import { blobToVector, type IndexStore } from "../index/index-store";

/**
 * The index in memory, loaded once at start (and after an ingest): document
 * metadata, every snippet's text, vector and 1-bit code in flat typed arrays,
 * and the shards' members and centroids. SQLite stays the durable copy and
 * still answers lexical queries (FTS5).
 */
export interface DocMeta {
  id: number;
  url: string;
  url_hash: string;
  doc_hash: string;
  netloc: string;
  title: string | null;
  description: string | null;
  author: string | null;
  site_name: string | null;
  published: string | null;
  modified: string | null;
  visited: string;
  certain: boolean;
  language: string | null;
  brand_safety: string | null;
  continent: string | null;
  region: string | null;
  country: string | null;
  sector: string | null;
  industry_group: string | null;
  industry: string | null;
  sub_industry: string | null;
  iab_tier_1: string | null;
  iab_tier_2: string | null;
  iab_tier_3: string | null;
  iab_tier_4: string | null;
  companies: string[];
  keywords: string[];
  kind: string | null;
  stot: number;
  words: number;
  simhash: string;
  /** Indices of this document's snippets in snum order. */
  snippets: number[];
}

export const DIMS = 100;
export const BITS_BYTES = DIMS / 8 + (DIMS % 8 ? 1 : 0);

export class Corpus {
  readonly docs: DocMeta[] = [];
  readonly docById = new Map<number, DocMeta>();
  /** Per snippet (by index): */
  snippetIds!: Int32Array;
  docOf!: Int32Array;
  snum!: Int32Array;
  words!: Int32Array;
  chars!: Int32Array;
  shard!: Int32Array;
  content: string[] = [];
  language: string[] = [];
  snippetHash: string[] = [];
  vectors!: Float32Array;
  bits!: Uint8Array;
  /** Snippet id -> index. */
  readonly indexOfId = new Map<number, number>();
  shardMembers: Int32Array[] = [];
  centroids: Float32Array[] = [];
  component: Float32Array | null = null;
  buildId: string | null = null;
  cutoff: string | null = null;

  get size(): number {
    return this.content.length;
  }

  static load(store: IndexStore): Corpus {
    const corpus = new Corpus();
    const db = store.db;
    const docRows = db.prepare("SELECT * FROM documents ORDER BY id").all() as (Omit<DocMeta, "companies" | "keywords" | "certain" | "snippets"> & { companies: string; keywords: string; certain: number })[];
    docRows.forEach((row, i) => {
      const doc: DocMeta = { ...row, certain: row.certain === 1, companies: JSON.parse(row.companies) as string[], keywords: JSON.parse(row.keywords) as string[], snippets: [] };
      corpus.docs.push(doc);
      corpus.docById.set(doc.id, doc);
      void i;
    });
    const docIndex = new Map(corpus.docs.map((d, i) => [d.id, i]));

    const count = (db.prepare("SELECT count(*) AS n FROM snippets").get() as { n: number }).n;
    corpus.snippetIds = new Int32Array(count);
    corpus.docOf = new Int32Array(count);
    corpus.snum = new Int32Array(count);
    corpus.words = new Int32Array(count);
    corpus.chars = new Int32Array(count);
    corpus.shard = new Int32Array(count).fill(-1);
    corpus.vectors = new Float32Array(count * DIMS);
    corpus.bits = new Uint8Array(count * BITS_BYTES);
    const rows = db
      .prepare("SELECT id, doc_id, snum, content, words, chars, language, snippet_hash, shard, vector, bits FROM snippets ORDER BY doc_id, snum")
      .iterate() as IterableIterator<{ id: number; doc_id: number; snum: number; content: string; words: number; chars: number; language: string; snippet_hash: string; shard: number | null; vector: Buffer; bits: Buffer | null }>;
    let i = 0;
    for (const row of rows) {
      const d = docIndex.get(row.doc_id)!;
      corpus.snippetIds[i] = row.id;
      corpus.indexOfId.set(row.id, i);
      corpus.docOf[i] = d;
      corpus.snum[i] = row.snum;
      corpus.words[i] = row.words;
      corpus.chars[i] = row.chars;
      corpus.shard[i] = row.shard ?? -1;
      corpus.content.push(row.content);
      corpus.language.push(row.language);
      corpus.snippetHash.push(row.snippet_hash);
      corpus.vectors.set(blobToVector(row.vector), i * DIMS);
      if (row.bits) corpus.bits.set(row.bits, i * BITS_BYTES);
      corpus.docs[d]!.snippets.push(i);
      i++;
    }

    const centroids = db.prepare("SELECT id, centroid FROM shards ORDER BY id").all() as { id: number; centroid: Buffer }[];
    corpus.centroids = centroids.map((c) => blobToVector(c.centroid));
    const members: number[][] = corpus.centroids.map(() => []);
    for (let s = 0; s < count; s++) {
      const shard = corpus.shard[s]!;
      if (shard >= 0 && members[shard]) members[shard]!.push(s);
    }
    corpus.shardMembers = members.map((m) => Int32Array.from(m));
    const component = store.getMeta("sif_component");
    corpus.component = component ? new Float32Array(JSON.parse(component) as number[]) : null;
    corpus.buildId = store.getMeta("index_build");
    corpus.cutoff = store.getMeta("archive_cutoff");
    return corpus;
  }
}
