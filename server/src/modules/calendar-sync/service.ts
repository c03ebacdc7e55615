// The calendar's delta pull (docs/product/offline.md#the-promise). The change log (0018) holds every
// slot, booking and hall change per business in commit order; a pull reads the rows named
// after the cursor as they are now, at one moment, so an answer is consistent and nothing is
// sent twice for one change. A device without a cursor, or with one older than the log still
// holds, gets the whole calendar window instead (reset). On either engine
// (docs/architecture.md#10-two-engines): the log and the rows are read as one step.
import { addDays, addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_MONTHS_AHEAD } from '@baraat/shared/domain/slot-times';
import type { CalendarSync, SyncEntity } from '@baraat/shared/schemas/sync';
import type { Database, Step } from '../../db/engine';
import type { OwnedBusiness } from '../../http/owned-business';
import { calendarByIds, calendarWindow } from '../slots/service';
import { calendarWorkers } from '../workers/service';
import { presentDelta, presentFull } from './presenter';
import { type ChangeRow, pruneChangesBefore, pullLog } from './repo';

/** Changes read per pull; the device asks again while `more` is true. */
export const SYNC_BATCH = 2000;
/** How long the log keeps a change: a device offline longer than this starts over. */
export const SYNC_LOG_DAYS = 30;
/** A full answer starts a month back, so the month view's earlier days are there too. */
const WINDOW_DAYS_BACK = 31;

function* full(
  business: OwnedBusiness,
  window: CalendarSync['window'],
  last: number,
): Step<CalendarSync> {
  return presentFull(window, last, {
    ...(yield* calendarWindow(business, window.start, window.end)),
    workers: yield* calendarWorkers(business.businessId),
  });
}

function* delta(
  business: OwnedBusiness,
  window: CalendarSync['window'],
  changes: ChangeRow[],
  cursor: number,
): Step<CalendarSync> {
  const ids: Record<SyncEntity, Set<number>> = {
    slot: new Set(),
    booking: new Set(),
    worker: new Set(),
  };
  for (const change of changes) ids[change.entity].add(change.entity_id);
  const named = {
    slot: [...ids.slot],
    booking: [...ids.booking],
    worker: [...ids.worker],
  };
  return presentDelta(window, { cursor, more: changes.length === SYNC_BATCH }, named, {
    ...(yield* calendarByIds(business, named.slot, named.booking)),
    workers: yield* calendarWorkers(business.businessId, named.worker),
  });
}

function* pullStep(
  business: OwnedBusiness,
  since: number | undefined,
  window: CalendarSync['window'],
): Step<CalendarSync> {
  const read = yield* pullLog(business.businessId, since, SYNC_BATCH);
  return read.reset
    ? yield* full(business, window, read.cursor)
    : yield* delta(business, window, read.changes, read.cursor);
}

export function createCalendarSyncService(db: Database) {
  async function pull(business: OwnedBusiness, since: number | undefined): Promise<CalendarSync> {
    const today = todayInPakistan();
    const window = {
      start: addDays(today, -WINDOW_DAYS_BACK),
      end: addMonths(today, SLOT_MONTHS_AHEAD),
    };
    // The rows and the cursor are of one moment: a read's step sees one snapshot on either
    // engine (docs/architecture.md#10-two-engines).
    return db.read(pullStep(business, since, window));
  }

  return {
    pull,
    /** Drops changes older than the log keeps (hourly upkeep); how many it dropped. */
    prune: (now: Date) =>
      db.read(
        pruneChangesBefore(
          new Date(now.getTime() - SYNC_LOG_DAYS * 24 * 3600 * 1000).toISOString(),
        ),
      ),
  };
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
