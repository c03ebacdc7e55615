// The Bulk Create modal's input (docs/product/calendar.md#the-calendar-screen, docs/product/texts.md#limits) kept as form values — the day, hall and
// time pickers as short strings, since a form value is a single field — and read back as the
// pattern POST /slots/bulk takes, with the spec's checks and the summary shown before sending.
// Minutes snap to the quarter hour: a typed 09:10 is sent, and summed up, as 09:15.
import { addDays } from '@baraat/shared/domain/dates';
import { formatWeekday } from '@baraat/shared/domain/format';
import {
  BULK_MAX_SLOTS,
  DEFAULT_BULK_TIME,
  datesOn,
  SLOT_TEXTS,
  slotDateInRange,
  slotEndBeforeStart,
  snapToQuarterHour,
} from '@baraat/shared/domain/slot-times';
import type { BulkPattern } from '@baraat/shared/schemas/slots';
import { i18n } from '@/lib/i18n';

export interface BulkValues {
  [field: string]: string;
  start_date: string;
  end_date: string;
  /** Weekdays, 0 = Sunday, comma-separated. */
  days: string;
  /** Hall or team ids, comma-separated. */
  workers: string;
  /** Time slots 'HH:MM-HH:MM', comma-separated. */
  times: string;
}

/** Monday first, as the calendar's grid; the numbers are the server's (0 = Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's short name in the app's language ("Mon"): that of a week known to start on a
 * Sunday (22 Nov 2026), as the one format names days. */
export const weekdayName = (day: number) => formatWeekday(addDays('2026-11-22', day));

export interface TimeSlot {
  start_time: string;
  end_time: string;
}

export const initialBulk = (today: string): BulkValues => ({
  start_date: today,
  end_date: addDays(today, 6),
  days: '1,2,3,4,5,6,0',
  workers: '',
  times: `${DEFAULT_BULK_TIME.start_time}-${DEFAULT_BULK_TIME.end_time}`,
});

export const listOf = (text: string) => (text ? text.split(',') : []);
export const timesOf = (text: string): TimeSlot[] =>
  listOf(text).map((pair) => {
    const [start_time = '', end_time = ''] = pair.split('-');
    return { start_time, end_time };
  });
export const timesText = (times: TimeSlot[]) =>
  times.map((time) => `${time.start_time}-${time.end_time}`).join(',');

/** The pattern sent: times on the quarter hour, as the fields show them once left. */
export function bulkPayload(values: BulkValues): BulkPattern {
  return {
    start_date: values.start_date,
    end_date: values.end_date,
    days: listOf(values.days).map(Number),
    worker_ids: listOf(values.workers).map(Number),
    time_slots: timesOf(values.times).map((time) => ({
      start_time: snapToQuarterHour(time.start_time),
      end_time: snapToQuarterHour(time.end_time),
    })),
  };
}

/** The docs/product/texts.md#limits checks the schema cannot make (they need today), in the spec's words. */
export function bulkProblems(values: BulkValues, today: string): Record<string, string> {
  const pattern = bulkPayload(values);
  if (
    !pattern.start_date ||
    !pattern.end_date ||
    pattern.days.length === 0 ||
    pattern.worker_ids.length === 0 ||
    pattern.time_slots.length === 0
  ) {
    return { form: i18n._(SLOT_TEXTS.bulkMissing) };
  }
  if (
    pattern.end_date < pattern.start_date ||
    !slotDateInRange(pattern.start_date, today) ||
    !slotDateInRange(pattern.end_date, today)
  ) {
    return { end_date: i18n._(SLOT_TEXTS.datesOutOfRange) };
  }
  const wrong = pattern.time_slots.findIndex((time) => time.end_time <= time.start_time);
  if (wrong >= 0) {
    const time = pattern.time_slots[wrong]!;
    return { times: slotEndBeforeStart(wrong + 1, time.end_time, time.start_time, i18n._) };
  }
  if (bulkSummary(pattern).count > BULK_MAX_SLOTS) return { form: i18n._(SLOT_TEXTS.tooMany) };
  return {};
}

/** What the request will create: every chosen day × hall × time slot. */
export function bulkSummary(pattern: BulkPattern) {
  const dates = datesOn(pattern.start_date, pattern.end_date, pattern.days);
  return {
    dates,
    count: dates.length * pattern.worker_ids.length * pattern.time_slots.length,
  };
}
