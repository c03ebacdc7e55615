// The calendar pull's answer (shared/src/schemas/sync.ts): the rows as their own modules
// present them, the cursor the device sends back, and a tombstone for each row a change named
// that is gone (deleted, or a slot hidden by its soft delete).

import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import type { CalendarSync, CalendarWorker, SyncEntity } from '@baraat/shared/schemas/sync';

export interface CalendarRows {
  slots: OwnerSlot[];
  bookings: SlotBooking[];
  workers: CalendarWorker[];
}

/** The whole window, for a device that has no cursor the log can follow. */
export function presentFull(
  window: CalendarSync['window'],
  cursor: number,
  rows: CalendarRows,
): CalendarSync {
  return { cursor: String(cursor), reset: true, window, ...rows, deleted: [], more: false };
}

/** The rows named by the changes after the cursor, as they are now. */
export function presentDelta(
  window: CalendarSync['window'],
  page: { cursor: number; more: boolean },
  named: Record<SyncEntity, number[]>,
  rows: CalendarRows,
): CalendarSync {
  const present: Record<SyncEntity, Set<number>> = {
    slot: new Set(rows.slots.map((row) => row.slot_id)),
    booking: new Set(rows.bookings.map((row) => row.booking_id)),
    worker: new Set(rows.workers.map((row) => row.worker_id)),
  };
  const deleted = (['slot', 'booking', 'worker'] as const).flatMap((entity) =>
    named[entity].filter((id) => !present[entity].has(id)).map((id) => ({ entity, id })),
  );
  return { cursor: String(page.cursor), reset: false, window, ...rows, deleted, more: page.more };
}
