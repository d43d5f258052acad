import { PLANS, type Bucket, type LimitEntry, type Plan } from "../../contract";
import type { Db } from "../db/database";

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number; windowSeconds: number };

/**
 * Fixed-window counters per key, bucket and window, kept in SQLite so that a
 * restart does not hand out a fresh month of calls. A call counts against
 * every window of its bucket, and only when all of them have room.
 */
export class RateLimiter {
  private readonly read;
  private readonly write;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.read = db.prepare<[number, string, number], { window_start: number; used: number }>(
      "SELECT window_start, used FROM rate_counters WHERE key_id = ? AND bucket = ? AND window_s = ?",
    );
    this.write = db.prepare(
      `INSERT INTO rate_counters (key_id, bucket, window_s, window_start, used) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(key_id, bucket, window_s) DO UPDATE SET window_start = excluded.window_start, used = excluded.used`,
    );
  }

  private current(keyId: number, bucket: Bucket, windowSeconds: number, nowS: number): { start: number; used: number } {
    const row = this.read.get(keyId, bucket, windowSeconds);
    if (!row || row.window_start + windowSeconds <= nowS) return { start: nowS, used: 0 };
    return { start: row.window_start, used: row.used };
  }

  take(keyId: number, plan: Plan, bucket: Bucket): TakeResult {
    return this.db.transaction((): TakeResult => {
      const nowS = Math.floor(this.now() / 1000);
      const windows = PLANS[plan][bucket].map((w) => ({ ...w, ...this.current(keyId, bucket, w.windowSeconds, nowS) }));
      const full = windows.filter((w) => w.used >= w.calls);
      if (full.length > 0) {
        const retryAfterSeconds = Math.max(...full.map((w) => w.start + w.windowSeconds - nowS), 1);
        return { ok: false, retryAfterSeconds, windowSeconds: full[0]!.windowSeconds };
      }
      for (const w of windows) this.write.run(keyId, bucket, w.windowSeconds, w.start, w.used + 1);
      return { ok: true };
    })();
  }

  usage(keyId: number, plan: Plan): LimitEntry[] {
    const nowS = Math.floor(this.now() / 1000);
    return (Object.keys(PLANS[plan]) as Bucket[]).flatMap((bucket) =>
      PLANS[plan][bucket].map((w) => {
        const { start, used } = this.current(keyId, bucket, w.windowSeconds, nowS);
        return {
          endpoint: bucket,
          window_s: w.windowSeconds,
          limit: w.calls,
          used,
          remaining: Math.max(w.calls - used, 0),
          reset_s: used === 0 ? w.windowSeconds : start + w.windowSeconds - nowS,
        };
      }),
    );
  }
}
