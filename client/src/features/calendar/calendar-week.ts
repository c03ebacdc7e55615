// The calendar's week and day (docs/product/calendar.md#the-calendar-screen): the week runs Monday to Sunday like the month grid;
// a day is drawn as hour rows with each event placed by its start and end time. Events that
// overlap in time stand side by side in equal columns (not stacked), so every one stays
// visible and can be tapped.

import { addDays } from '@baraat/shared/domain/dates';
import { formatDate, formatDateSpan, formatMonth } from '@baraat/shared/domain/format';
import { type CalendarEvent, monthGridDates, monthOf, shiftMonth } from './calendar-month';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday on or before `date`. */
export const weekStart = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The 7 dates, Monday first, of the week holding `date`. */
export function weekDates(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Where Previous (-1) and Next (+1) lead from `date` in a view; a month move lands on the 1st. */
export function shiftDate(view: CalendarView, date: string, by: number): string {
  if (view === 'month') return shiftMonth(monthOf(date), by);
  return addDays(date, view === 'week' ? 7 * by : by);
}

/** The first and last date a view shows around `date`: the dates its events are read for. */
export function viewRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  const dates = view === 'week' ? weekDates(date) : monthGridDates(monthOf(date));
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}

/** "Mon, 23 Nov 2026". */
export const dayTitle = (date: string) => formatDate(date);

/** "16 – 22 Nov 2026", "30 Nov – 6 Dec 2026", "28 Dec 2026 – 3 Jan 2027". */
export function weekTitle(date: string): string {
  const dates = weekDates(date);
  return formatDateSpan(dates[0]!, dates[6]!);
}

/** "November 2026". */
export const monthTitle = (date: string) => formatMonth(date);

export function viewTitle(view: CalendarView, date: string): string {
  if (view === 'month') return monthTitle(date);
  return view === 'week' ? weekTitle(date) : dayTitle(date);
}

/** Minutes since midnight of an HH:MM time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The events of each date in `dates`, in time order. */
export function eventsByDate(
  dates: string[],
  events: CalendarEvent[],
): Map<string, CalendarEvent[]> {
  const byDate = new Map(dates.map((date) => [date, [] as CalendarEvent[]]));
  for (const event of events) byDate.get(event.date)?.push(event);
  for (const list of byDate.values()) {
    list.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.key.localeCompare(b.key));
  }
  return byDate;
}

/** The working day shown when nothing falls outside it. */
export const DEFAULT_HOURS = { first: 8, last: 22 } as const;

/**
 * The hour rows of a time grid: 08:00 to 22:00, widened to take in every event, so an early
 * breakfast or a late walk-in is never cut off. `last` is the hour the grid ends at.
 */
export function hoursOf(events: CalendarEvent[]): { first: number; last: number; hours: number[] } {
  let first: number = DEFAULT_HOURS.first;
  let last: number = DEFAULT_HOURS.last;
  for (const event of events) {
    first = Math.min(first, Math.floor(minutesOf(event.start_time) / 60));
    last = Math.max(last, Math.ceil(minutesOf(event.end_time) / 60));
  }
  return { first, last, hours: Array.from({ length: last - first }, (_, i) => first + i) };
}

export interface PlacedEvent {
  event: CalendarEvent;
  /** Minutes from the grid's first hour to the event's start. */
  top: number;
  /** Minutes the event covers on the grid: its length, or `minSpan` when shorter. */
  span: number;
  /** Its column among the events it overlaps (0-based), and how many columns they need. */
  column: number;
  columns: number;
}

/**
 * Places one day's events on a grid starting at `firstHour`. An event shorter than `minSpan`
 * minutes is drawn `minSpan` tall (a finger needs a target that size) and counts as that long
 * when finding overlaps, so a tall short event never covers the next one. Events overlapping
 * each other, directly or through a chain, share a group; each takes the leftmost column free
 * at its start, and the whole group is divided into as many equal columns as it needs.
 */
export function placeDay(events: CalendarEvent[], firstHour: number, minSpan = 0): PlacedEvent[] {
  const sorted = [...events].sort(
    (a, b) =>
      minutesOf(a.start_time) - minutesOf(b.start_time) ||
      minutesOf(b.end_time) - minutesOf(a.end_time) ||
      a.key.localeCompare(b.key),
  );
  const placed: PlacedEvent[] = [];
  let group: PlacedEvent[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const item of group) item.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const event of sorted) {
    const start = minutesOf(event.start_time);
    const span = Math.max(minutesOf(event.end_time) - start, minSpan);
    if (start >= groupEnd) closeGroup();
    groupEnd = Math.max(groupEnd, start + span);
    let column = columnEnds.findIndex((end) => end <= start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = start + span;
    const item = { event, top: start - firstHour * 60, span, column, columns: 1 };
    group.push(item);
    placed.push(item);
  }
  closeGroup();
  return placed;
}
