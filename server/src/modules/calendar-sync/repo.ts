// SQL of the calendar's change log: the rows 0018's triggers write for every slot, booking and
// hall change, read past a cursor (the delta pull, the live announcement) and pruned. The rows
// a change names are read from their own modules (slots, workers). The reads are steps of the
// engine-neutral layer (docs/architecture.md#10-two-engines); on PostgreSQL the triggers note a
// change under a lock on its business's row, so one business's ids commit in order and
// `id > cursor` past a business's cursor skips no change committed late.
import type { SyncEntity } from '@baraat/shared/schemas/sync';
import type { Db } from '../../db/connection';
import { notIndexed, sql } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';
import { sqliteDatabase } from '../../db/sqlite-engine';

export interface ChangeRow {
  id: number;
  entity: SyncEntity;
  entity_id: number;
}

export interface NewestChange {
  business_id: number;
  cursor: number;
  /** null for a business no account owns any more. */
  owner_user_id: number | null;
}

export interface LogBounds {
  first: number | null;
  last: number | null;
}

/** The oldest and newest cursor the log still holds (null when it is empty). */
export function* logBounds(): Step<LogBounds> {
  return (yield* get<LogBounds>('SELECT min(id) AS first, max(id) AS last FROM calendar_changes'))!;
}

/** A business's changes after its cursor, oldest first. */
export function changesSince(businessId: number, since: number, limit: number): Step<ChangeRow[]> {
  return all<ChangeRow>(
    `SELECT id, entity, entity_id FROM calendar_changes
     WHERE business_id = @businessId AND id > @since ORDER BY id LIMIT @limit`,
    { businessId, since, limit },
  );
}

export function pruneChangesBefore(cutoff: string): Step<number> {
  return run('DELETE FROM calendar_changes WHERE changed_at < @cutoff', { cutoff });
}

/** Per business changed after `since`: its newest change and the account that owns it (one at
 * most: user_business_mapping.business_id is unique). */
export function newestChangePerBusiness(since: number): Step<NewestChange[]> {
  // NOT INDEXED: read the few rows past the cursor by their id. With the (business_id, id)
  // index the GROUP BY tempts SQLite into skip-scanning every business's changes: 37 ms per
  // call at 1.5 million changes instead of 7 µs, paid after every commit (the bench's
  // booking row fell to 0.11× bare).
  return all<NewestChange>(
    sql`SELECT c.business_id, max(c.id) AS cursor, m.user_id AS owner_user_id
     FROM ${notIndexed('calendar_changes c')}
     LEFT JOIN user_business_mapping m ON m.business_id = c.business_id
     WHERE c.id > @since GROUP BY c.business_id, m.user_id`,
    { since },
  );
}

/** Each business's newest change noted since `cutoff` (an ISO moment), with its owner. The
 * owner is looked up per business changed: joined, PostgreSQL hashed all 50,000 owners of the
 * bench's data for a few hundred changes (23 ms, every other second in every process); now
 * 0.1 ms. */
export function newestChangePerBusinessSince(cutoff: string): Step<NewestChange[]> {
  return all<NewestChange>(
    `SELECT c.business_id, max(c.id) AS cursor,
       (SELECT m.user_id FROM user_business_mapping m WHERE m.business_id = c.business_id)
         AS owner_user_id
     FROM calendar_changes c
     WHERE c.changed_at >= @cutoff GROUP BY c.business_id`,
    { cutoff },
    // Planned for its cutoff: kept for any, the plan sized its grouping for a third of the log.
    'replan',
  );
}

/** What a pull reads of the log: a business's changes past a cursor the log can still follow,
 * or, for a missing or pruned cursor, the newest id for a whole answer to start from. */
export type LogRead =
  | { reset: false; changes: ChangeRow[]; cursor: number }
  | { reset: true; cursor: number };

/** The log's part of a pull (docs/architecture.md#4-offline-model); run it in the pull's one
 * read transaction so the rows it names are read at the same moment. */
export function* pullLog(
  businessId: number,
  since: number | undefined,
  limit: number,
): Step<LogRead> {
  const { first, last } = yield* logBounds();
  const followable =
    since !== undefined &&
    since > 0 &&
    since <= (last ?? 0) &&
    // Changes after `since` were pruned when the oldest kept is beyond the next one.
    (first === null || first <= since + 1);
  if (!followable) return { reset: true, cursor: last ?? 0 };
  const changes = yield* changesSince(businessId, since, limit);
  return { reset: false, changes, cursor: changes.at(-1)?.id ?? since };
}

/** The log's reads the announcement makes on SQLite's connection after each commit, run
 * synchronously (announce.ts follows SQLite's commit listeners). */
export function createSyncRepo(db: Db) {
  const { runSync } = sqliteDatabase(db);
  return {
    bounds: () => runSync(logBounds()),
    newestPerBusiness: (since: number) => runSync(newestChangePerBusiness(since)),
  };
}
