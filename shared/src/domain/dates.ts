// Slot dates are YYYY-MM-DD in the business's local time, Asia/Karachi (docs/architecture.md#2-server-module-shape).
export const BUSINESS_TIME_ZONE = 'Asia/Karachi';

// Made once: each Intl.DateTimeFormat holds ~25 KB of ICU memory outside V8's heap, which
// the GC does not see, so one per call grew the server past 800 MB under load.
// en-CA formats dates as YYYY-MM-DD.
const PAKISTAN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const PAKISTAN_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date in Pakistan as YYYY-MM-DD. */
export function todayInPakistan(now: Date = new Date()): string {
  return PAKISTAN_DATE.format(now);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole months, kept inside the target month (31 Aug + 6 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return DATE_PATTERN.test(value) && addDays(value, 0) === value;
}

/** The time of day in Pakistan as HH:MM (24-hour). */
export function timeInPakistan(now: Date = new Date()): string {
  return PAKISTAN_TIME.format(now);
}
