// Keeps the owner's calendar in Dexie by delta pull (docs/product/offline.md#the-promise): each answer's
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
  // A row the server changed while an entry of the device still changes it was held back:
  // the entry's answer may be older than that change (a resend answered from the server's
  // stored reply), so the next pull asks for the whole calendar instead of moving past it.
  const heldBack =
    answer.slots.some((slot) => pendingSlots.has(slot.slot_id)) ||
    answer.bookings.some((booking) => pendingBookings.has(booking.booking_id));
  await db.syncState.put({
    key: calendarSyncKey(ownerId),
    cursor: heldBack ? '' : answer.cursor,
    synced_at: Date.now(),
  });
}

/** Pulls until current; with `until`, not at all when the device's copy has reached it. */
async function pullNow(ownerId: number, fetch: CalendarFetch, until: number | undefined) {
  const db = await database();
  if (until !== undefined) {
    const state = await db.syncState.get(calendarSyncKey(ownerId));
    if (state && Number(state.cursor) >= until) return;
  }
  for (let more = true; more; ) {
    const state = await db.syncState.get(calendarSyncKey(ownerId));
    // No cursor, or the empty one a held-back change leaves: the whole calendar.
    const answer = await fetch(state?.cursor || undefined);
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

/** A pull waiting for the one under way; the calls made meanwhile all wait for it. */
interface NextPull {
  done: Promise<void>;
  /** Asked for without a cursor: it pulls whatever the device holds. */
  latest: boolean;
  /** The furthest cursor announced meanwhile. */
  until: number;
}
const underWay = new Map<number, Promise<void>>();
const next = new Map<number, NextPull>();

/**
 * One pull at a time per calendar: two answers applied out of order would put an older
 * cursor and older rows over newer ones. A call during a pull is served by one more pull
 * after it (its fetch is that of the first call to ask), however many calls come meanwhile.
 */
function schedule(ownerId: number, fetch: CalendarFetch, until?: number): Promise<void> {
  const waiting = next.get(ownerId);
  if (waiting) {
    if (until === undefined) waiting.latest = true;
    else waiting.until = Math.max(waiting.until, until);
    return waiting.done;
  }
  const before = underWay.get(ownerId) ?? Promise.resolve();
  const pull: NextPull = { done: before, latest: until === undefined, until: until ?? 0 };
  pull.done = before
    .catch(() => undefined)
    .then(() => {
      next.delete(ownerId);
      return pullNow(ownerId, fetch, pull.latest ? undefined : pull.until);
    });
  next.set(ownerId, pull);
  underWay.set(ownerId, pull.done);
  const forget = () => {
    if (underWay.get(ownerId) === pull.done) underWay.delete(ownerId);
  };
  pull.done.then(forget, forget);
  return pull.done;
}

/** Pulls every change since the last pull (all of them on the first); resolves when current. */
export const pullCalendar = (ownerId: number, fetch: CalendarFetch = fetchCalendar) =>
  schedule(ownerId, fetch);

/**
 * The server announced a change of the calendar up to `cursor` (a calendar_changed frame):
 * pulls unless the device's copy is there already.
 */
export const pullCalendarTo = (
  ownerId: number,
  cursor: string,
  fetch: CalendarFetch = fetchCalendar,
) => schedule(ownerId, fetch, Number(cursor));
