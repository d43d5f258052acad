/**
 * Plans and their rate buckets (decisions.md §1 "Keys, plans and limits").
 * A key is `<plan>|<secret>`. The interface does not show the numbers; basic
 * is the one decisions.md gives, the others scale from it.
 */
export const BUCKETS = ["fast", "bulk", "scrape-url"] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface Window {
  calls: number;
  windowSeconds: number;
}

const MINUTE = 60;
const MONTH = 30 * 24 * 60 * 60;

function plan(fastPerMinute: number, fastPerMonth: number, otherPerMinute: number, otherPerMonth: number): Record<Bucket, Window[]> {
  return {
    fast: [
      { calls: fastPerMinute, windowSeconds: MINUTE },
      { calls: fastPerMonth, windowSeconds: MONTH },
    ],
    bulk: [
      { calls: otherPerMinute, windowSeconds: MINUTE },
      { calls: otherPerMonth, windowSeconds: MONTH },
    ],
    "scrape-url": [
      { calls: otherPerMinute, windowSeconds: MINUTE },
      { calls: otherPerMonth, windowSeconds: MONTH },
    ],
  };
}

export const PLANS = {
  test: plan(10, 1_000, 3, 100),
  basic: plan(60, 14_000, 60, 1_400),
  pro: plan(120, 56_000, 120, 5_600),
  "pro+": plan(240, 140_000, 240, 14_000),
  bus: plan(480, 560_000, 480, 56_000),
  "bus+": plan(960, 1_400_000, 960, 140_000),
  ent: plan(1_920, 5_600_000, 1_920, 560_000),
  /** The local demo key's plan: generous, but still limited, so limits are visible. */
  self: plan(600, 1_000_000, 60, 100_000),
} as const satisfies Record<string, Record<Bucket, Window[]>>;

export type Plan = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as Plan[];

/** How many years back of the event archive each plan may see (decisions.md §2); null: all of it. */
export const ARCHIVE_YEARS_BY_PLAN: Record<Plan, number | null> = {
  test: 2,
  basic: 2,
  pro: null,
  "pro+": null,
  bus: null,
  "bus+": null,
  ent: null,
  self: null,
};

export const API_KEY_PATTERN = /^([a-z+]+)\|([A-Za-z0-9_-]{8,200})$/;

/** The plan a key names, or null when the key is not of the `<plan>|<secret>` form. */
export function planOfKey(key: string): Plan | null {
  const match = API_KEY_PATTERN.exec(key);
  if (!match) return null;
  const name = match[1]!;
  return name in PLANS ? (name as Plan) : null;
}
