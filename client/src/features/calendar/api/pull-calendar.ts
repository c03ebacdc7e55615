// Keeps the owner's calendar in Dexie by delta pull (issue 11; DESIGN.md §5): each answer's
// rows, tombstones and cursor are applied in one transaction, so a pull cut short leaves
// either all of an answer or none of it. Rows an outbox entry is still changing keep their
// optimistic state until the entry is acknowledged.
import type { CalendarSync } from '@baraat/shared/schemas/sync';
import { type BaraatDb, database } from '@/lib/db';
import { api, call } from '@/lib/http';
import { withQuotaRetry } from '@/lib/storage-quota';

export const calendarSyncKey = (ownerId: number) => `calendar:${ownerId}`;

export type CalendarFetch = (since: string | undefined) => Promise<CalendarSync>;

const fetchCalendar: CalendarFetch = (since) =>
  call(() =>
    api.get('sync/calendar', { searchParams: since ? { since } : {} }).json<CalendarSync>(),
  );

async function apply(db: BaraatDb, ownerId: number, answer: CalendarSync) {
  const pendingSlots = new Set(
    (
      await db.calendarSlots
        .where('[owner_id+date]')
        .between([ownerId, ''], [ownerId, '\uffff'])
        .toArray()
    )
      .filter((row) => row.pending)
      .map((row) => row.slot_id),
  );
  // A slot whose delete waits in the outbox stays gone here until the server has it.
  const deleting = new Set(
    (
      await db.outbox
        .where('[owner_id+created_at]')
        .between([ownerId, -Infinity], [ownerId, Infinity])
        .filter((entry) => entry.kind === 'slot.delete' && entry.ref !== undefined)
        .toArray()
    ).map((entry) => entry.ref as number),
  );
  for (const id of deleting) pendingSlots.add(id);
  const pendingBookings = new Set(
    (await db.calendarBookings.where('owner_id').equals(ownerId).toArray())
      .filter((row) => row.pending)
      .map((row) => row.booking_id),
  );
  if (answer.reset) {
    await db.calendarSlots
      .where('[owner_id+date]')
      .between([ownerId, ''], [ownerId, '\uffff'])
      .filter((row) => !row.pending)
      .delete();
    await db.calendarBookings
      .where('owner_id')
      .equals(ownerId)
      .filter((row) => !row.pending)
      .delete();
    await db.calendarWorkers.where('owner_id').equals(ownerId).delete();
  }
  const own = { owner_id: ownerId };
  await db.calendarSlots.bulkPut(
    answer.slots
      .filter((slot) => !pendingSlots.has(slot.slot_id))
      .map((slot) => ({ ...slot, ...own })),
  );
  await db.calendarBookings.bulkPut(
    answer.bookings
      .filter(
        (booking) => !pendingBookings.has(booking.booking_id) && !deleting.has(booking.slot_id),
      )
      .map((booking) => ({ ...booking, ...own })),
  );
  await db.calendarWorkers.bulkPut(answer.workers.map((worker) => ({ ...worker, ...own })));
  for (const { entity, id } of answer.deleted) {
    if (entity === 'slot' && !pendingSlots.has(id)) await db.calendarSlots.delete(id);
    if (entity === 'booking' && !pendingBookings.has(id)) await db.calendarBookings.delete(id);
    if (entity === 'worker') await db.calendarWorkers.delete(id);
  }
  await db.syncState.put({
    key: calendarSyncKey(ownerId),
    cursor: answer.cursor,
    synced_at: Date.now(),
  });
}

/** Pulls every change since the last pull (all of them on the first); resolves when current. */
export async function pullCalendar(ownerId: number, fetch: CalendarFetch = fetchCalendar) {
  const db = await database();
  for (let more = true; more; ) {
    const state = await db.syncState.get(calendarSyncKey(ownerId));
    const answer = await fetch(state?.cursor);
    await withQuotaRetry(db, () =>
      db.transaction(
        'rw',
        [db.calendarSlots, db.calendarBookings, db.calendarWorkers, db.syncState, db.outbox],
        () => apply(db, ownerId, answer),
      ),
    );
    more = answer.more;
  }
}
