/**
 * Time-search intervals (decisions.md §1 "Bulk and time search"): the client
 * shows the bucket count as the user types, the service refuses too many and
 * then cuts the range; both use these functions.
 */
export const FREQUENCY_PATTERN = /^[1-9][0-9]*(h|d|w|mo)$/;

export type FrequencyUnit = "h" | "d" | "w" | "mo";

export interface Frequency {
  count: number;
  unit: FrequencyUnit;
}

export function parseFrequency(frequency: string): Frequency | null {
  const match = FREQUENCY_PATTERN.exec(frequency);
  if (!match) return null;
  return { count: Number(frequency.slice(0, -match[1]!.length)), unit: match[1] as FrequencyUnit };
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export interface ParsedDateTime {
  epochMs: number;
  /** Whether the text named its offset (Z or ±hh:mm); without one it is read as UTC. */
  hasOffset: boolean;
}

export function parseIsoDateTime(text: string): ParsedDateTime | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "0", offset] = m;
  const year = Number(y), month = Number(mo), day = Number(d), hour = Number(h), minute = Number(mi), second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const base = Date.UTC(year, month - 1, day, hour, minute, second, Math.round(Number(`0.${frac}`) * 1000));
  if (new Date(base).getUTCDate() !== day) return null; // 2024-02-30 and the like
  let offsetMs = 0;
  if (offset && offset !== "Z") {
    const sign = offset.startsWith("-") ? -1 : 1;
    const digits = offset.slice(1).replace(":", "");
    offsetMs = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return { epochMs: base - offsetMs, hasOffset: offset !== undefined };
}

const HOUR_MS = 3_600_000;

/** The start of the interval after the one starting at `fromMs`. */
export function addFrequency(fromMs: number, frequency: Frequency): number {
  switch (frequency.unit) {
    case "h":
      return fromMs + frequency.count * HOUR_MS;
    case "d":
      return fromMs + frequency.count * 24 * HOUR_MS;
    case "w":
      return fromMs + frequency.count * 7 * 24 * HOUR_MS;
    case "mo": {
      const date = new Date(fromMs);
      const day = date.getUTCDate();
      date.setUTCDate(1);
      date.setUTCMonth(date.getUTCMonth() + frequency.count);
      // Keep the day of month where it exists (Jan 31 + 1mo = Feb 29/28).
      const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      date.setUTCDate(Math.min(day, lastDay));
      return date.getTime();
    }
  }
}

/** The intervals [start, end) that cover the range; the last one is cut at `end`. */
export function timeBuckets(startMs: number, endMs: number, frequencyText: string, max = Infinity): { start: number; end: number }[] {
  const frequency = parseFrequency(frequencyText);
  if (!frequency || endMs <= startMs) return [];
  const buckets: { start: number; end: number }[] = [];
  const origin = startMs;
  for (let i = 0, from = startMs; from < endMs && buckets.length < max; i++) {
    // Months are counted from the origin, so a day of month lost in February comes back in March.
    const to = frequency.unit === "mo" ? addFrequency(origin, { ...frequency, count: frequency.count * (i + 1) }) : addFrequency(from, frequency);
    buckets.push({ start: from, end: Math.min(to, endMs) });
    from = to;
  }
  return buckets;
}

/** How many buckets the range makes, counting no further than `max`. */
export function countTimeBuckets(startMs: number, endMs: number, frequencyText: string, max = Infinity): number {
  return timeBuckets(startMs, endMs, frequencyText, max).length;
}
