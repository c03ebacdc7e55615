// Calendar buckets for the owner's charts (docs/product/business-desk.md#the-desk-and-its-tabs, docs/product/payments.md#analytics): weeks from Monday, calendar months
// and calendar years over YYYY-MM-DD dates in Pakistan. Pure calendar arithmetic, no time zone.
import { tx } from '../i18n/text';
import { addDays, addMonths } from './dates';

export type Period = 'week' | 'month' | 'year';

const MONTHS = [
  tx('Jan'),
  tx('Feb'),
  tx('Mar'),
  tx('Apr'),
  tx('May'),
  tx('Jun'),
  tx('Jul'),
  tx('Aug'),
  tx('Sep'),
  tx('Oct'),
  tx('Nov'),
  tx('Dec'),
];

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The first day of the bucket holding `date`. */
export function bucketStart(period: Period, date: string): string {
  if (period === 'week') return addDays(date, -weekdayIndex(date));
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  return `${date.slice(0, 4)}-01-01`;
}

/** The first day of the bucket `count` buckets after the one starting on `start`. */
export function nextBucket(period: Period, start: string, count = 1): string {
  if (period === 'week') return addDays(start, 7 * count);
  return addMonths(start, (period === 'month' ? 1 : 12) * count);
}

/** "16 Nov 2026" for a week, "Nov 2026" for a month, "2026" for a year. */
export function bucketLabel(period: Period, start: string): string {
  const month = MONTHS[Number(start.slice(5, 7)) - 1];
  if (period === 'year') return start.slice(0, 4);
  if (period === 'month') return `${month} ${start.slice(0, 4)}`;
  return `${Number(start.slice(8, 10))} ${month} ${start.slice(0, 4)}`;
}

export interface Bucket {
  label: string;
  /** The bucket's first day inside the range. */
  start: string;
  /** The bucket's last day inside the range. */
  end: string;
}

/** The buckets covering from..to (both included), the first and last cut to the range. */
export function bucketsBetween(period: Period, from: string, to: string): Bucket[] {
  const buckets: Bucket[] = [];
  for (let start = bucketStart(period, from); start <= to; start = nextBucket(period, start)) {
    const end = addDays(nextBucket(period, start), -1);
    buckets.push({
      label: bucketLabel(period, start),
      start: start < from ? from : start,
      end: end > to ? to : end,
    });
  }
  return buckets;
}

/** Days from `from` to `to`, both included (0 when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}
