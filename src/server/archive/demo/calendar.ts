// Calendar arithmetic on `YYYY-MM-DD` days, in UTC so no local time zone can
// shift a date, and the shape of news volume over the archive's years.
import type { IsoDay } from "./types";

export const ARCHIVE_START: IsoDay = "2016-01-01";
export const ARCHIVE_CUTOFF: IsoDay = "2026-10-31";

const MS_PER_DAY = 86_400_000;

export function dayNumber(day: IsoDay): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
}

export function dayFromNumber(n: number): IsoDay {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return dayFromNumber(dayNumber(day) + days);
}

export function daysBetween(from: IsoDay, to: IsoDay): number {
  return dayNumber(to) - dayNumber(from);
}

export function minDay(a: IsoDay, b: IsoDay): IsoDay {
  return a < b ? a : b;
}

export interface DayParts {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
}

export function dayParts(day: IsoDay): DayParts {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return { year, month, day: date, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay() };
}

export function makeDay(year: number, month: number, day: number): IsoDay {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface MonthSlot {
  year: number;
  month: number;
  /** 0 for the first month of the archive. */
  index: number;
}

/** Every month from the archive start to the cutoff, inclusive. */
export function archiveMonths(start: IsoDay = ARCHIVE_START, cutoff: IsoDay = ARCHIVE_CUTOFF): MonthSlot[] {
  const first = dayParts(start);
  const last = dayParts(cutoff);
  const months: MonthSlot[] = [];
  for (let y = first.year, m = first.month, i = 0; y < last.year || (y === last.year && m <= last.month); i++) {
    months.push({ year: y, month: m, index: i });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/**
 * Relative news volume by calendar month: busy spring and autumn, quiet
 * August and December (holidays), the way business news actually breathes.
 */
export const MONTH_SEASONALITY = [0.95, 1.05, 1.1, 1.0, 1.05, 1.0, 0.95, 0.55, 1.05, 1.1, 1.05, 0.6];

/** Volume grows about threefold over the decade: more outlets, more coverage. */
export function growthFactor(monthIndex: number, monthCount: number): number {
  const t = monthCount > 1 ? monthIndex / (monthCount - 1) : 0;
  return 1 + 2.2 * Math.pow(t, 1.1);
}
