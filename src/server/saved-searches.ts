import crypto from "node:crypto";
import type { SavedSearch, SaveSearchRequest } from "../contract";
import type { Db } from "./db/database";
import { HttpError } from "./http/errors";
import type { Handlers } from "./http/router";

/** Saved searches (beta): durable in SQLite, each key sees only its own. */
export class SavedSearchStore {
  constructor(private readonly db: Db) {}

  save(keyId: number, body: SaveSearchRequest): SavedSearch {
    const saved: SavedSearch = {
      search_id: `ss_${crypto.randomBytes(9).toString("base64url")}`,
      name: body.name,
      operation: body.operation,
      request: body.request,
      created_at: new Date().toISOString(),
    };
    this.db
      .prepare("INSERT INTO saved_searches (search_id, key_id, name, operation, request, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(saved.search_id, keyId, saved.name, saved.operation, JSON.stringify(saved.request), saved.created_at);
    return saved;
  }

  list(keyId: number): SavedSearch[] {
    const rows = this.db
      .prepare<[number], { search_id: string; name: string; operation: SavedSearch["operation"]; request: string; created_at: string }>(
        "SELECT search_id, name, operation, request, created_at FROM saved_searches WHERE key_id = ? ORDER BY created_at DESC, rowid DESC",
      )
      .all(keyId);
    return rows.map((r) => ({ ...r, request: JSON.parse(r.request) as Record<string, unknown> }));
  }

  delete(keyId: number, searchId: string): boolean {
    return this.db.prepare("DELETE FROM saved_searches WHERE key_id = ? AND search_id = ?").run(keyId, searchId).changes > 0;
  }
}

export function savedSearchHandlers(store: SavedSearchStore): Handlers {
  const envelope = <T>(response: T, requestId: string) => ({ response, request_id: requestId, took_ms: 0 });
  return {
    saveSearch: (ctx) => envelope(store.save(ctx.key!.id, ctx.body), ctx.requestId),
    getSearches: (ctx) => envelope(store.list(ctx.key!.id), ctx.requestId),
    deleteSearch: (ctx) => {
      if (!store.delete(ctx.key!.id, ctx.body.search_id)) throw new HttpError(404, `No saved search ${ctx.body.search_id} for this key.`);
      return envelope({ search_id: ctx.body.search_id, deleted: true as const }, ctx.requestId);
    },
  };
}
