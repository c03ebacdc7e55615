// The calendar's month (docs/product/calendar.md#the-calendar-screen): 42 day cells from the Monday on or before the 1st, and
// the events of each day by type — available, blocked, booking (confirmed), request (pending
// or declined), walkin (confirmed) — built from the slots, bookings and halls kept on the device.

import { holdsSlot } from '@baraat/shared/domain/booking';
import { addDays } from '@baraat/shared/domain/dates';
import { type EventHall, eventHall } from '@baraat/shared/domain/event-hall';
import { slotOwnName } from '@baraat/shared/domain/slot-labels';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';

export const CALENDAR_EVENT_TYPES = [
  'available',
  'blocked',
  'booking',
  'request',
  'walkin',
] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

export interface CalendarEvent {
  key: string;
  type: CalendarEventType;
  date: string;
  start_time: string;
  end_time: string;
  title: string;
  /** Where it is (docs/product/calendar.md#where-an-event-is): every view names this hall. */
  hall: EventHall | null;
  slot: OwnerSlot;
  booking?: SlotBooking;
  /** Waiting in the outbox: changed here, not yet acknowledged by the server. */
  pending: boolean;
}

/** The halls and teams by id, as eventsOfSlot names them. */
export const hallNames = (workers: readonly { worker_id: number; name: string }[]) =>
  new Map(workers.map((worker) => [worker.worker_id, worker.name]));

/**
 * The events of one slot: its bookings and requests, or the slot itself when it has none.
 * `halls` names the owner's halls and teams by id (the device's copy).
 */
export function eventsOfSlot(
  slot: OwnerSlot & { pending?: string | undefined },
  bookings: (SlotBooking & { pending?: string | undefined })[],
  halls: ReadonlyMap<number, string>,
): CalendarEvent[] {
  const base = { date: slot.date, start_time: slot.start_time, end_time: slot.end_time, slot };
  const shown = bookings.filter((b) => b.status !== 'cancelled');
  if (shown.length === 0) {
    return [
      {
        ...base,
        key: `slot-${slot.slot_id}`,
        type: slot.is_blocked ? 'blocked' : 'available',
        // Its times and hall are shown beside it in the one format: the title is only a name
        // the owner gave it (docs/product/texts.md#formats).
        title: slotOwnName(slot, slot.worker_name),
        hall: eventHall(slot, null, halls),
        pending: Boolean(slot.pending),
      },
    ];
  }
  return shown.map((booking) => ({
    ...base,
    key: `booking-${booking.booking_id}`,
    type: booking.is_walkin ? 'walkin' : holdsSlot(booking.status) ? 'booking' : 'request',
    title: `${booking.customer_name}${booking.event_name ? ` · ${booking.event_name}` : ''}`,
    hall: eventHall(slot, booking, halls),
    booking,
    pending: Boolean(booking.pending ?? slot.pending),
  }));
}

export interface DayCell {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  events: CalendarEvent[];
}

/** The first day of the month of `date` (YYYY-MM-01). */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The same day of the month before or after, clamped to the 1st. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (m - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** The 42 dates shown for `month`, starting on the Monday on or before its 1st. */
export function monthGridDates(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const weekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const start = addDays(month, -((weekday + 6) % 7));
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

export function monthCells(month: string, events: CalendarEvent[], today: string): DayCell[] {
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  return monthGridDates(month).map((date) => ({
    date,
    inMonth: date.slice(0, 7) === month.slice(0, 7),
    isToday: date === today,
    events: (byDate.get(date) ?? []).sort((a, b) => a.start_time.localeCompare(b.start_time)),
  }));
}

/** A cell's legend: at most 3 dots, then how many more (docs/product/calendar.md#the-calendar-screen). */
export function legendOf(events: CalendarEvent[]): { dots: CalendarEventType[]; more: number } {
  return { dots: events.slice(0, 3).map((e) => e.type), more: Math.max(0, events.length - 3) };
}
