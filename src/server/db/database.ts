import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";

export type Db = Database.Database;

/**
 * Schema changes in order; each runs once, inside a transaction, and the
 * database remembers how far it got (PRAGMA user_version).
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE api_keys (
     id INTEGER PRIMARY KEY,
     key_hash TEXT NOT NULL UNIQUE,
     plan TEXT NOT NULL,
     label TEXT NOT NULL,
     created_at TEXT NOT NULL,
     revoked_at TEXT
   );
   CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE rate_counters (
     key_id INTEGER NOT NULL REFERENCES api_keys(id),
     bucket TEXT NOT NULL,
     window_s INTEGER NOT NULL,
     window_start INTEGER NOT NULL,
     used INTEGER NOT NULL,
     PRIMARY KEY (key_id, bucket, window_s)
   ) WITHOUT ROWID;`,
  `CREATE TABLE saved_searches (
     search_id TEXT PRIMARY KEY,
     key_id INTEGER NOT NULL REFERENCES api_keys(id),
     name TEXT NOT NULL,
     operation TEXT NOT NULL,
     request TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX saved_searches_by_key ON saved_searches(key_id, created_at);`,
  `CREATE TABLE search_jobs (
     task_id TEXT PRIMARY KEY,
     key_id INTEGER NOT NULL REFERENCES api_keys(id),
     kind TEXT NOT NULL CHECK (kind IN ('bulk', 'time')),
     request TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'expired')),
     error TEXT,
     created_at INTEGER NOT NULL,
     started_at INTEGER,
     finished_at INTEGER,
     expires_at INTEGER,
     zstd_path TEXT,
     gzip_path TEXT,
     rows INTEGER
   );
   CREATE INDEX search_jobs_by_key ON search_jobs(key_id, status);
   CREATE INDEX search_jobs_by_status ON search_jobs(status, expires_at);`,
];

export function openDatabase(dataDir: string, fileName = "service.sqlite"): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, fileName));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
