// Tells an owner's devices at once that their calendar changed on the server, so a second
// tablet need not wait for its next refresh. The announcement follows the change log (0018's
// triggers write it for every slot, booking and hall change), not the write paths: after each
// committed transaction (db/connection.ts `afterCommit`) the log is read past the last change
// seen, and each business that changed gets one `calendar_changed` frame on its owner's
// sockets carrying its newest change id, the cursor a pull of its calendar then reaches. No
// write path can forget to tell: walk-ins, slots, booking requests and decisions, halls and
// the outbox batch's entries all commit through the same helper. Reads are gathered per turn
// of the event loop, so the commits of one turn (a batch of walk-ins) make one frame per
// business, and they run after the commit: nobody hears of a change that was rolled back.
// A quiet change is told at once; while changes keep coming (a tablet draining 500 walk-ins),
// reads are at least `intervalMs` apart, so each device pulls a few times a second rather than
// once per commit (every pull is a request the server also serves).
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { afterCommit, type Db } from '../../db/connection';
import type { Database } from '../../db/engine';
import { DatabaseUnavailable } from '../../db/unavailable';
import type { Logger } from '../../logger';
import { createSyncRepo, newestChangePerBusinessSince } from './repo';

/** How the announcement reaches people's open sockets (the realtime hub implements it). */
export interface CalendarLivePort {
  toUser: (userId: number, frame: ServerFrame) => boolean;
}

/** The least time between two reads of the change log while changes keep coming. */
export const ANNOUNCE_INTERVAL_MS = 250;

/** Starts announcing; returns the stop. */
export function announceCalendarChanges(
  db: Db,
  live: CalendarLivePort,
  logger: Logger,
  intervalMs = ANNOUNCE_INTERVAL_MS,
): () => void {
  const sync = createSyncRepo(db);
  let seen = sync.bounds().last ?? 0;
  let scheduled: NodeJS.Timeout | undefined;
  let quietFrom = 0;

  function announce() {
    scheduled = undefined;
    quietFrom = performance.now() + intervalMs;
    if (!db.open) return;
    try {
      for (const change of sync.newestPerBusiness(seen)) {
        seen = Math.max(seen, change.cursor);
        if (change.owner_user_id === null) continue;
        live.toUser(change.owner_user_id, {
          type: 'calendar_changed',
          cursor: String(change.cursor),
        });
      }
    } catch (error) {
      // Devices still learn of the change at their next pull; the request that made it stands.
      logger.error({ err: error }, 'calendar change not announced');
    }
  }

  const stopListening = afterCommit(db, () => {
    // A timer of 0 runs after the current turn's I/O, as setImmediate would.
    scheduled ??= setTimeout(announce, Math.max(0, quietFrom - performance.now()));
  });
  return () => {
    stopListening();
    if (scheduled) clearTimeout(scheduled);
    scheduled = undefined;
  };
}

/** How far back each look at the log reaches on PostgreSQL. */
export const LOOK_BACK_MS = 30_000;

/**
 * The same announcement on PostgreSQL, where there is no commit hook in this process (and,
 * with several processes, the change may be another's): the log is looked at every
 * `intervalMs`. Transactions there commit out of id order, so one high-water mark across
 * businesses could pass over a change committed late; instead each business keeps its own
 * (a business's changes commit in id order: 0018's lock), and each look reads the changes
 * noted in the last LOOK_BACK_MS. A change committed later than that after it was noted is
 * not announced; the device still reads it at its next pull (docs/architecture.md#4-offline-model).
 */
export function announceByPolling(
  database: Database,
  live: CalendarLivePort,
  logger: Logger,
  intervalMs = ANNOUNCE_INTERVAL_MS * 2,
): () => void {
  const told = new Map<number, number>();
  let running = false;
  let first = true;

  async function look() {
    if (running) return;
    running = true;
    try {
      const cutoff = new Date(Date.now() - LOOK_BACK_MS).toISOString();
      for (const change of await database.read(newestChangePerBusinessSince(cutoff))) {
        const before = told.get(change.business_id);
        told.set(change.business_id, change.cursor);
        // What was there before the first look is not news.
        if (first || (before !== undefined && before >= change.cursor)) continue;
        if (change.owner_user_id === null) continue;
        live.toUser(change.owner_user_id, {
          type: 'calendar_changed',
          cursor: String(change.cursor),
        });
      }
      first = false;
      if (told.size > 10_000) told.clear();
    } catch (error) {
      // An unreachable database is logged once by the engine, not at every look.
      if (!(error instanceof DatabaseUnavailable)) {
        logger.error({ err: error }, 'calendar change not announced');
      }
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void look(), intervalMs);
  void look();
  return () => clearInterval(timer);
}
