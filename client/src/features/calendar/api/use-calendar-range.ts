// The calendar reads the device's copy, never the network (docs/product/offline.md#the-promise): it shows what Dexie
// holds and changes as soon as a pull or an outbox write changes Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import type { BaraatDb } from '@/lib/db';
import { useDatabase } from '@/lib/use-database';
import { type CalendarEvent, eventsOfSlot, hallNames } from '../calendar-month';
import { calendarSyncKey } from './pull-calendar';

/** The events of the slots dated `from` to `to` (both included) that the device holds. */
export async function eventsBetween(db: BaraatDb, ownerId: number, from: string, to: string) {
  const slots = await db.calendarSlots
    .where('[owner_id+date]')
    .between([ownerId, from], [ownerId, to], true, true)
    .toArray();
  const bookings = await db.calendarBookings
    .where('slot_id')
    .anyOf(slots.map((slot) => slot.slot_id))
    .toArray();
  const halls = hallNames(await db.calendarWorkers.where('owner_id').equals(ownerId).toArray());
  const bySlot = new Map<number, typeof bookings>();
  for (const booking of bookings) {
    bySlot.set(booking.slot_id, [...(bySlot.get(booking.slot_id) ?? []), booking]);
  }
  return slots.flatMap((slot) => eventsOfSlot(slot, bySlot.get(slot.slot_id) ?? [], halls));
}

export interface CalendarCopy {
  /** undefined until the device's copy has been read. */
  events: CalendarEvent[] | undefined;
  /** When the last pull succeeded (ms), or null when this device never pulled. */
  syncedAt: number | null | undefined;
}

/** The events from `from` to `to` (both included): a month's grid, a week or a day. */
export function useCalendarRange(ownerId: number, from: string, to: string): CalendarCopy {
  const db = useDatabase();
  const events = useLiveQuery(
    () => (db ? eventsBetween(db, ownerId, from, to) : undefined),
    [db, ownerId, from, to],
  );
  const syncedAt = useLiveQuery(
    async () =>
      db ? ((await db.syncState.get(calendarSyncKey(ownerId)))?.synced_at ?? null) : undefined,
    [db, ownerId],
  );
  return { events, syncedAt };
}
