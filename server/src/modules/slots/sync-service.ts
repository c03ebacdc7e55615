// The calendar's delta pull (issue 11; DESIGN.md §5). The change log (0018) holds every
// slot, booking and hall change per business in commit order; a pull reads the rows named
// after the cursor as they are now, in one read transaction, so an answer is one consistent
// moment and nothing is sent twice for one change. A device without a cursor, or with one
// older than the log still holds, gets the whole calendar window instead (reset).
import { addDays, addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_MONTHS_AHEAD } from '@baraat/shared/domain/slot-times';
import type { CalendarSync, CalendarWorker, SyncEntity } from '@baraat/shared/schemas/sync';
import type { Db } from '../../db/connection';
import type { OwnedBusiness } from '../../http/owned-business';
import { presentOwnerSlot, presentSlotBooking } from './presenter';
import { createSyncRepo, type WorkerRow } from './sync-repo';

/** Changes read per pull; the device asks again while `more` is true. */
export const SYNC_BATCH = 2000;
/** How long the log keeps a change: a device offline longer than this starts over. */
export const SYNC_LOG_DAYS = 30;
/** A full answer starts a month back, so the month view's earlier days are there too. */
const WINDOW_DAYS_BACK = 31;

function presentWorker(row: WorkerRow): CalendarWorker {
  return {
    worker_id: row.id,
    name: row.name,
    capacity: row.capacity,
    worker_role: row.worker_role,
    is_active: row.is_active === 1,
    modified_at: row.modified_at,
  };
}

export function createCalendarSyncService(db: Db) {
  const sync = createSyncRepo(db);

  function full(
    businessId: number,
    mappingId: number,
    window: CalendarSync['window'],
    last: number | null,
  ): CalendarSync {
    return {
      cursor: String(last ?? 0),
      reset: true,
      window,
      slots: sync
        .slotsInWindow(businessId, window.start, window.end)
        .map((row) => presentOwnerSlot(row, mappingId)),
      bookings: sync.bookingsInWindow(businessId, window.start, window.end).map(presentSlotBooking),
      workers: sync.workers(businessId).map(presentWorker),
      deleted: [],
      more: false,
    };
  }

  function delta(
    businessId: number,
    mappingId: number,
    since: number,
    window: CalendarSync['window'],
  ): CalendarSync {
    const changes = sync.changes(businessId, since, SYNC_BATCH);
    const ids: Record<SyncEntity, Set<number>> = {
      slot: new Set(),
      booking: new Set(),
      worker: new Set(),
    };
    for (const change of changes) ids[change.entity].add(change.entity_id);
    const list = (entity: SyncEntity) => [...ids[entity]];
    const slots = sync.slotsByIds(businessId, list('slot'));
    const bookings = sync.bookingsByIds(businessId, list('booking'));
    const workers = sync.workersByIds(businessId, list('worker'));
    const present = {
      slot: new Set(slots.map((row) => row.id)),
      booking: new Set(bookings.map((row) => row.id)),
      worker: new Set(workers.map((row) => row.id)),
    };
    const deleted = (['slot', 'booking', 'worker'] as const).flatMap((entity) =>
      list(entity)
        .filter((id) => !present[entity].has(id))
        .map((id) => ({ entity, id })),
    );
    return {
      cursor: String(changes.at(-1)?.id ?? since),
      reset: false,
      window,
      slots: slots.map((row) => presentOwnerSlot(row, mappingId)),
      bookings: bookings.map(presentSlotBooking),
      workers: workers.map(presentWorker),
      deleted,
      more: changes.length === SYNC_BATCH,
    };
  }

  function pull(business: OwnedBusiness, since: number | undefined): CalendarSync {
    const { businessId, mappingId } = business;
    const today = todayInPakistan();
    const window = {
      start: addDays(today, -WINDOW_DAYS_BACK),
      end: addMonths(today, SLOT_MONTHS_AHEAD),
    };
    // One read transaction: the rows and the cursor are of the same moment.
    return db.transaction(() => {
      const { first, last } = sync.bounds();
      const followable =
        since !== undefined &&
        since > 0 &&
        since <= (last ?? 0) &&
        // Changes after `since` were pruned when the oldest kept is beyond the next one.
        (first === null || first <= since + 1);
      return followable
        ? delta(businessId, mappingId, since, window)
        : full(businessId, mappingId, window, last);
    })();
  }

  return {
    pull,
    /** Drops changes older than the log keeps (hourly upkeep). */
    prune: (now: Date) =>
      sync.pruneBefore(new Date(now.getTime() - SYNC_LOG_DAYS * 24 * 3600 * 1000).toISOString()),
  };
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
