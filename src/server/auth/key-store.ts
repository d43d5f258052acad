import crypto from "node:crypto";
import { planOfKey, type Plan } from "../../contract";
import type { Db } from "../db/database";

export interface KeyRecord {
  id: number;
  plan: Plan;
  label: string;
}

const DEMO_KEY_SETTING = "demo_api_key";

function hashKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

/**
 * API keys live in SQLite as SHA-256 hashes; only the demo key is also kept
 * in clear, because the workbench served by this process is handed it at
 * every start (decisions.md §4).
 */
export class KeyStore {
  constructor(private readonly db: Db) {}

  /** Registers a key (idempotent) and answers its record. */
  add(key: string, label: string): KeyRecord {
    const plan = planOfKey(key);
    if (!plan) throw new Error("a key must look like <plan>|<secret> with a known plan");
    const hash = hashKey(key);
    this.db
      .prepare("INSERT INTO api_keys (key_hash, plan, label, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(key_hash) DO NOTHING")
      .run(hash, plan, label, new Date().toISOString());
    const row = this.db.prepare("SELECT id, plan, label FROM api_keys WHERE key_hash = ?").get(hash) as KeyRecord;
    return row;
  }

  /** Makes a new key of a plan; the clear key is returned once and not stored. */
  create(plan: Plan, label: string): string {
    const key = `${plan}|${crypto.randomBytes(24).toString("base64url")}`;
    this.add(key, label);
    return key;
  }

  /** The record of a live key, or null for an unknown or revoked one. */
  verify(key: string): KeyRecord | null {
    const row = this.db
      .prepare("SELECT id, plan, label FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL")
      .get(hashKey(key)) as KeyRecord | undefined;
    return row ?? null;
  }

  revoke(key: string): boolean {
    return this.db.prepare("UPDATE api_keys SET revoked_at = ? WHERE key_hash = ? AND revoked_at IS NULL").run(new Date().toISOString(), hashKey(key)).changes > 0;
  }

  /**
   * The demo key: the operator's API_KEY when given, else the one generated
   * on first start (plan `self`) and kept since.
   */
  demoKey(configured: string | null): string {
    if (configured) {
      this.add(configured, "demo (API_KEY)");
      return configured;
    }
    const stored = this.db.prepare("SELECT value FROM settings WHERE name = ?").get(DEMO_KEY_SETTING) as { value: string } | undefined;
    if (stored) {
      this.add(stored.value, "demo");
      return stored.value;
    }
    const key = this.create("self", "demo");
    this.db.prepare("INSERT INTO settings (name, value) VALUES (?, ?)").run(DEMO_KEY_SETTING, key);
    return key;
  }
}
