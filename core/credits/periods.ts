/**
 * Billing periods (docs/credits.md): a company's period k starts at 00:00 UTC on the k-th
 * monthly anniversary of its creation day and ends where period k+1 starts. A company created on
 * the 31st has its anniversary on the last day of shorter months (Feb 28 or 29, Apr 30) and on
 * the 31st again where the month has one; the day never drifts. Period boundaries fall on UTC
 * midnights, so a period is a whole number of days and the per-day aggregates sum it exactly.
 */
const DAY_MS = 86_400_000;

export interface Period {
  index: number;
  /** ISO instant, inclusive. */
  start: string;
  /** ISO instant, exclusive: the next period's start. */
  end: string;
}

/** 00:00 UTC of the k-th anniversary of `createdAt`'s day. */
export function periodStart(createdAt: string, k: number): Date {
  const c = new Date(createdAt);
  const year = c.getUTCFullYear();
  const month = c.getUTCMonth() + k;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(c.getUTCDate(), lastDay)));
}

/** The period holding the instant `atMs` (period 0 for any instant before the company existed). */
export function periodAt(createdAt: string, atMs: number): Period {
  const c = new Date(createdAt);
  const at = new Date(atMs);
  let k = Math.max(0, (at.getUTCFullYear() - c.getUTCFullYear()) * 12 + at.getUTCMonth() - c.getUTCMonth());
  while (k > 0 && periodStart(createdAt, k).getTime() > atMs) k--;
  while (periodStart(createdAt, k + 1).getTime() <= atMs) k++;
  return { index: k, start: periodStart(createdAt, k).toISOString(), end: periodStart(createdAt, k + 1).toISOString() };
}

/** `YYYY-MM-DD` of an instant (UTC). */
export const dayOf = (iso: string | number | Date): string => new Date(iso).toISOString().slice(0, 10);

/** The day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** Days from `from` to `to`, both inclusive. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
