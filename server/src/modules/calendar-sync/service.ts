// The calendar's delta pull (issue 11; docs/product/offline.md#the-promise). The change log (0018) holds every
// slot, booking and hall change per business in commit order; a pull reads the rows named
// after the cursor as they are now, in one read transaction, so an answer is one consistent
// moment and nothing is sent twice for one change. A device without a cursor, or with one
// older than the log still holds, gets the whole calendar window instead (reset).
import { addDays, addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_MONTHS_AHEAD } from '@baraat/shared/domain/slot-times';
import type { CalendarSync, SyncEntity } from '@baraat/shared/schemas/sync';
import type { Db } from '../../db/connection';
import { sqliteDatabase } from '../../db/sqlite-engine';
import type { OwnedBusiness } from '../../http/owned-business';
import { calendarByIds, calendarWindow } from '../slots/service';
import type { CalendarWorkers } from '../workers/service';
import { presentDelta, presentFull } from './presenter';
import { type ChangeRow, createSyncRepo } from './repo';

/** Changes read per pull; the device asks again while `more` is true. */
export const SYNC_BATCH = 2000;
/** How long the log keeps a change: a device offline longer than this starts over. */
export const SYNC_LOG_DAYS = 30;
/** A full answer starts a month back, so the month view's earlier days are there too. */
const WINDOW_DAYS_BACK = 31;

export function createCalendarSyncService(db: Db, workers: CalendarWorkers) {
  const log = createSyncRepo(db);
  const { runSync } = sqliteDatabase(db);

  function full(business: OwnedBusiness, window: CalendarSync['window'], last: number) {
    return presentFull(window, last, {
      ...runSync(calendarWindow(business, window.start, window.end)),
      workers: workers.calendarWorkers(business.businessId),
    });
  }

  function delta(
    business: OwnedBusiness,
    window: CalendarSync['window'],
    changes: ChangeRow[],
    cursor: number,
  ) {
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
      ...runSync(calendarByIds(business, named.slot, named.booking)),
      workers: workers.calendarWorkers(business.businessId, named.worker),
    });
  }

  function pull(business: OwnedBusiness, since: number | undefined): CalendarSync {
    const today = todayInPakistan();
    const window = {
      start: addDays(today, -WINDOW_DAYS_BACK),
      end: addMonths(today, SLOT_MONTHS_AHEAD),
    };
    // One read transaction: the rows and the cursor are of the same moment.
    return db.transaction(() => {
      const read = log.pull(business.businessId, since, SYNC_BATCH);
      return read.reset
        ? full(business, window, read.cursor)
        : delta(business, window, read.changes, read.cursor);
    })();
  }

  return {
    pull,
    /** Drops changes older than the log keeps (hourly upkeep). */
    prune: (now: Date) =>
      log.pruneBefore(new Date(now.getTime() - SYNC_LOG_DAYS * 24 * 3600 * 1000).toISOString()),
  };
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
