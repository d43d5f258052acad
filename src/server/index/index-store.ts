import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CompanyRecord } from "../ingest/companies";

/**
 * The search index in SQLite (WAL): documents, their snippets with an FTS5
 * lexical index, each snippet's dense vector and 1-bit code, the shard
 * (vector partition) each belongs to, the shard centroids, the company master
 * and the build's metadata. The engine loads vectors and codes into memory
 * at start; SQLite stays the one durable copy.
 */
export type IndexDb = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  url_hash TEXT NOT NULL,
  doc_hash TEXT NOT NULL,
  netloc TEXT NOT NULL,
  title TEXT, description TEXT, author TEXT, site_name TEXT,
  published TEXT, modified TEXT, visited TEXT NOT NULL, certain INTEGER NOT NULL,
  language TEXT, canonical TEXT, image TEXT,
  brand_safety TEXT, continent TEXT, region TEXT, country TEXT,
  sector TEXT, industry_group TEXT, industry TEXT, sub_industry TEXT,
  iab_tier_1 TEXT, iab_tier_2 TEXT, iab_tier_3 TEXT, iab_tier_4 TEXT,
  companies TEXT NOT NULL,
  keywords TEXT NOT NULL,
  kind TEXT,
  stot INTEGER NOT NULL, words INTEGER NOT NULL,
  simhash TEXT NOT NULL,
  source TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_netloc ON documents(netloc);
CREATE INDEX IF NOT EXISTS documents_published ON documents(published);
CREATE TABLE IF NOT EXISTS snippets (
  id INTEGER PRIMARY KEY,
  doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  snum INTEGER NOT NULL,
  content TEXT NOT NULL,
  words INTEGER NOT NULL,
  chars INTEGER NOT NULL,
  language TEXT NOT NULL,
  snippet_hash TEXT NOT NULL,
  shard INTEGER,
  vector BLOB NOT NULL,
  bits BLOB
);
CREATE INDEX IF NOT EXISTS snippets_doc ON snippets(doc_id);
CREATE VIRTUAL TABLE IF NOT EXISTS snippets_fts USING fts5(
  content, title, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
CREATE TABLE IF NOT EXISTS shards (id INTEGER PRIMARY KEY, centroid BLOB NOT NULL, size INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS companies (id TEXT PRIMARY KEY, record TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

export interface DocumentRow {
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
  canonical: string | null;
  image: string | null;
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
  source: string;
}

export interface SnippetRow {
  snum: number;
  content: string;
  words: number;
  chars: number;
  language: string;
  snippet_hash: string;
  vector: Float32Array;
}

export function openIndex(dataDir: string): IndexDb {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, "index.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}

/** The index as a second reader sees it (the job thread): no schema, no writes. */
export function openIndexReadOnly(dataDir: string): IndexDb {
  const db = new Database(path.join(dataDir, "index.sqlite"), { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

export const vectorToBlob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
export const blobToVector = (b: Buffer) => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

export class IndexStore {
  private readonly insertDoc;
  private readonly insertSnippet;
  private readonly insertFts;
  private readonly findDoc;
  private readonly snippetIdsOfDoc;
  private readonly deleteFts;
  private readonly deleteSnippetsOfDoc;
  private readonly deleteDoc;

  constructor(readonly db: IndexDb) {
    const docColumns = [
      "url", "url_hash", "doc_hash", "netloc", "title", "description", "author", "site_name", "published", "modified", "visited", "certain",
      "language", "canonical", "image", "brand_safety", "continent", "region", "country", "sector", "industry_group", "industry",
      "sub_industry", "iab_tier_1", "iab_tier_2", "iab_tier_3", "iab_tier_4", "companies", "keywords", "kind", "stot", "words", "simhash", "source",
    ];
    this.insertDoc = db.prepare(`INSERT INTO documents (${docColumns.join(", ")}) VALUES (${docColumns.map((c) => `@${c}`).join(", ")})`);
    this.insertSnippet = db.prepare(
      "INSERT INTO snippets (doc_id, snum, content, words, chars, language, snippet_hash, shard, vector, bits) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL)",
    );
    this.insertFts = db.prepare("INSERT INTO snippets_fts (rowid, content, title) VALUES (?, ?, ?)");
    this.findDoc = db.prepare<[string], { id: number; doc_hash: string }>("SELECT id, doc_hash FROM documents WHERE url = ?");
    this.snippetIdsOfDoc = db.prepare<[number], { id: number }>("SELECT id FROM snippets WHERE doc_id = ?");
    this.deleteFts = db.prepare("DELETE FROM snippets_fts WHERE rowid = ?");
    this.deleteSnippetsOfDoc = db.prepare("DELETE FROM snippets WHERE doc_id = ?");
    this.deleteDoc = db.prepare("DELETE FROM documents WHERE id = ?");
  }

  /**
   * Adds a document with its snippets. The same URL with the same content is
   * skipped ("unchanged"); with new content it replaces the old version.
   */
  addDocument(doc: DocumentRow, snippets: readonly SnippetRow[]): "added" | "replaced" | "unchanged" {
    const existing = this.findDoc.get(doc.url);
    if (existing && existing.doc_hash === doc.doc_hash) return "unchanged";
    if (existing) this.removeDocument(existing.id);
    const info = this.insertDoc.run({ ...doc, certain: doc.certain ? 1 : 0, companies: JSON.stringify(doc.companies), keywords: JSON.stringify(doc.keywords) });
    const docId = Number(info.lastInsertRowid);
    for (const s of snippets) {
      const row = this.insertSnippet.run(docId, s.snum, s.content, s.words, s.chars, s.language, s.snippet_hash, vectorToBlob(s.vector));
      this.insertFts.run(row.lastInsertRowid, s.content, s.snum === 0 ? (doc.title ?? "") : "");
    }
    return existing ? "replaced" : "added";
  }

  /**
   * Forgets the shard centroids and the common component of an index that
   * holds no snippets any more, so that the next `finalizeIndex` trains both
   * afresh on what is ingested next instead of placing it by old ones.
   */
  resetVectorSpaceIfEmpty(): boolean {
    if (this.counts().snippets > 0) return false;
    this.transaction(() => {
      this.db.prepare("DELETE FROM shards").run();
      this.deleteMeta("sif_component");
    });
    return true;
  }

  /** Removes every document that came from `source` ("demo", a user's folder...), in one transaction. */
  removeSource(source: string): number {
    const ids = this.db.prepare<[string], { id: number }>("SELECT id FROM documents WHERE source = ?").all(source);
    this.transaction(() => {
      for (const { id } of ids) this.removeDocument(id);
    });
    return ids.length;
  }

  private removeDocument(docId: number): void {
    for (const { id } of this.snippetIdsOfDoc.all(docId)) this.deleteFts.run(id);
    this.deleteSnippetsOfDoc.run(docId);
    this.deleteDoc.run(docId);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  getMeta(name: string): string | null {
    return (this.db.prepare<[string], { value: string }>("SELECT value FROM meta WHERE name = ?").get(name)?.value) ?? null;
  }

  setMeta(name: string, value: string): void {
    this.db.prepare("INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value").run(name, value);
  }

  deleteMeta(name: string): void {
    this.db.prepare("DELETE FROM meta WHERE name = ?").run(name);
  }

  counts(): { documents: number; snippets: number } {
    const documents = (this.db.prepare("SELECT count(*) AS n FROM documents").get() as { n: number }).n;
    const snippets = (this.db.prepare("SELECT count(*) AS n FROM snippets").get() as { n: number }).n;
    return { documents, snippets };
  }

  latestPublished(): string | null {
    return (this.db.prepare("SELECT max(published) AS d FROM documents").get() as { d: string | null }).d;
  }

  saveCompanies(companies: readonly CompanyRecord[]): void {
    const insert = this.db.prepare("INSERT INTO companies (id, record) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET record = excluded.record");
    this.transaction(() => companies.forEach((c) => insert.run(c.id, JSON.stringify(c))));
  }

  loadCompanies(): CompanyRecord[] {
    return this.db.prepare<[], { record: string }>("SELECT record FROM companies ORDER BY id").all().map((r) => JSON.parse(r.record) as CompanyRecord);
  }

  /** An id for the current content of the index: changes whenever documents change. */
  computeBuildId(): string {
    const row = this.db.prepare("SELECT count(*) AS n, coalesce(max(id), 0) AS m, coalesce(sum(length(doc_hash)), 0) AS s FROM documents").get() as { n: number; m: number; s: number };
    const hashes = this.db.prepare<[], { doc_hash: string }>("SELECT doc_hash FROM documents ORDER BY id").all();
    const h = crypto.createHash("sha256").update(`${row.n}:${row.m}:${row.s}`);
    for (const { doc_hash } of hashes) h.update(doc_hash);
    return h.digest("hex").slice(0, 16);
  }
}
