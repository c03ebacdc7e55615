// The owner's slot rules (docs/product/texts.md#limits), shared by the calendar's forms and the server: dates
// from today up to 3 months ahead, minutes on the quarter hour, end after start, names
// 'start - end' (plus the hall or team name in bulk), and what "overlap" means.
import { fill, inEnglish, type Say, tx } from '../i18n/text';
import { addDays, addMonths } from './dates';
import { formatDateWithTimes, formatTime } from './format';

export const SLOT_MONTHS_AHEAD = 3;
export const SLOT_MINUTES = [0, 15, 30, 45] as const;
export const DEFAULT_BULK_TIME = { start_time: '09:00', end_time: '17:00' } as const;
export const DEFAULT_SLOT_TIME = { start_time: '09:00', end_time: '13:00' } as const;
/** A bulk request may not expand into more slots than this (a year of 24 quarter-hours). */
export const BULK_MAX_SLOTS = 2000;

export const SLOT_TEXTS = {
  datesOutOfRange: tx('Slot dates must be between today and 3 months in advance'),
  endAfterStart: tx('End time must be after start time'),
  bulkMissing: tx(
    'Please fill in all required fields, select at least one day, and select at least one hall/team',
  ),
  invalidMapping: tx(
    'Invalid business mapping ID. Please ensure you are logged in and have a valid business.',
  ),
  minutes: tx('Minutes must be 00, 15, 30 or 45'),
  time: tx('Times are written HH:MM, 00:00 to 23:45'),
  notFound: tx('Slot not found'),
  hallNotFound: tx('Hall or team not found'),
  bookedNoDelete: tx(
    'This slot has an accepted booking and cannot be deleted. Cancel the booking first.',
  ),
  bookedNoBlock: tx('This slot has an accepted booking and cannot be blocked.'),
  bookedNoChange: tx('This slot has an accepted booking; its date and times cannot be changed.'),
  tooMany: fill(tx('A bulk request may create at most {max} slots'), { max: BULK_MAX_SLOTS }),
  removedBySlotDelete: tx('The vendor removed this time slot.'),
  /** The database's refusal of two overlapping slots of one hall or team (0018). */
  hallHasSlot: tx('This hall or team already has a slot at that time'),
} as const;

/** 'Time slot N: End time (x) must be after start time (y)' (docs/product/texts.md#limits), N
 * counted from 1, the times written as everywhere else (docs/product/texts.md#formats). */
export const slotEndBeforeStart = (n: number, end: string, start: string, say = inEnglish) =>
  say(tx('Time slot {n}: End time ({end}) must be after start time ({start})'), {
    n,
    end: formatTime(end),
    start: formatTime(start),
  });

/** A 409 of the slots API, told the same way by the calendar's check on the device (which
 * passes its translation as `say`). */
export const slotOverlapText = (
  hall: string | null,
  slot: { date: string; start_time: string; end_time: string },
  say: Say = inEnglish,
) => {
  const when = formatDateWithTimes(slot.date, slot.start_time, slot.end_time);
  return hall == null
    ? say(tx('This hall or team already has a slot on {when}'), { when })
    : say(tx('{hall} already has a slot on {when}'), { hall, when });
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** HH:MM, 00:00–23:59. */
export function isSlotTime(value: string): boolean {
  return TIME.test(value);
}

/** On the quarter hour (docs/product/texts.md#limits: minutes snap to 0, 15, 30 or 45). */
export function onQuarterHour(value: string): boolean {
  const minutes = Number(TIME.exec(value)?.[2]);
  return (SLOT_MINUTES as readonly number[]).includes(minutes);
}

/** The latest date a slot may have, given today (both YYYY-MM-DD). */
export function lastSlotDate(today: string): string {
  return addMonths(today, SLOT_MONTHS_AHEAD);
}

export function slotDateInRange(date: string, today: string): boolean {
  return date >= today && date <= lastSlotDate(today);
}

/** Two time ranges of one day overlap when each starts before the other ends. */
export function timesOverlap(
  a: { start_time: string; end_time: string },
  b: { start_time: string; end_time: string },
): boolean {
  return a.start_time < b.end_time && b.start_time < a.end_time;
}

/** A bulk slot's name: the hall or team name appended, once. */
export const withResourceName = (name: string, resourceName?: string | null) =>
  resourceName && !name.endsWith(resourceName) ? `${name} ${resourceName}` : name;

export const slotName = (start: string, end: string, resourceName?: string | null) =>
  withResourceName(`${start} - ${end}`, resourceName);

/**
 * A time moved to the nearest quarter hour (09:10 → 09:15, 09:07 → 09:00), at most 23:45: what
 * a time typed in Bulk Create becomes. Anything that is not HH:MM is left as it is.
 */
export function snapToQuarterHour(value: string): string {
  const match = TIME.exec(value);
  if (!match) return value;
  const quarters = Math.min(Math.round((Number(match[1]) * 60 + Number(match[2])) / 15), 95);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(quarters / 4))}:${pad((quarters % 4) * 15)}`;
}

/** Every date from `start` to `end` (inclusive) whose weekday (0 = Sunday) is in `days`. */
export function datesOn(start: string, end: string, days: readonly number[]): string[] {
  const wanted = new Set(days);
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    if (wanted.has(new Date(Date.UTC(y, m - 1, d)).getUTCDay())) dates.push(date);
  }
  return dates;
}
