// The one wrapper around better-sqlite3: opens the file with Baraat's pragmas (docs/architecture.md#2-server-module-shape).
import { textKeys } from '@baraat/shared/domain/search-keys';
import Database from 'better-sqlite3';
import { ConstraintError, refusedBy } from './constraints';
import { runCommitWorks } from './engine';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('temp_store = MEMORY');
  // 8 MB of page cache per connection (the main one and each search worker's): the file's
  // pages stay in the OS cache, so a larger private cache bought no measurable search speed
  // (1-2 ms a query at 2, 8, 16 or 32 MB, 50,000 vendors) and cost its size in every thread.
  db.pragma('cache_size = -8000');
  // The spelling keys the search index keeps of a vendor's words (sqlite/migrations/0031),
  // computed by the module the device searches with.
  db.function('search_keys', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? textKeys(text) : '',
  );
  return db;
}

/**
 * Prepares each distinct SQL text once (for queries assembled from allow-listed pieces),
 * then hands back the same statement.
 */
export function statementCache(db: Db): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

const commitListeners = new WeakMap<Db, Set<() => void>>();

/**
 * Calls `listener` after each transaction `inTransaction` commits on `db` (modules learn of
 * what was written without every write path telling them); returns the unsubscribe. It runs
 * synchronously right after the commit, inside the writer's call: it must not throw, and
 * should only note that something is to be done.
 */
export function afterCommit(db: Db, listener: () => void): () => void {
  const listeners = commitListeners.get(db) ?? new Set();
  listeners.add(listener);
  commitListeners.set(db, listeners);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Runs `work` in one IMMEDIATE transaction: no await may happen inside it. A write a trigger
 * or a unique index refuses rolls it back and is thrown as a ConstraintError naming the guard.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  const outer = pendingWorks.get(db) === undefined;
  const pending = pendingWorks.get(db) ?? [];
  if (outer) pendingWorks.set(db, pending);
  const before = pending.length;
  let result: T;
  try {
    result = db.transaction(work).immediate();
  } catch (error) {
    // Rolled back (the whole transaction, or this savepoint): its works are dropped with it.
    pending.length = before;
    const constraint = refusedBy(db, error);
    throw constraint === undefined ? error : new ConstraintError(constraint, error);
  } finally {
    if (outer) pendingWorks.delete(db);
  }
  // Nested in another transaction this was a savepoint: nothing is committed until the outer
  // one ends, and the outer one tells the listeners and runs the works.
  if (!db.inTransaction) for (const listener of commitListeners.get(db) ?? []) listener();
  if (outer) runCommitWorks(pending);
  return result;
}

/** The works registered inside the open inTransaction of each connection, run after it commits. */
const pendingWorks = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `work` once what was written so far on `db` is committed: after the outermost open
 * inTransaction commits (dropped if it, or the savepoint it was registered in, rolls back), or
 * at once outside one. The SQLite half of the data layer's `onCommit` (db/engine.ts).
 */
export function whenCommitted(db: Db, work: () => void): void {
  const pending = pendingWorks.get(db);
  if (pending) pending.push(work);
  else work();
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

/** True when the database answers a trivial query. */
export function pingDatabase(db: Db): boolean {
  try {
    return db.prepare('SELECT 1 AS ok').get() !== undefined;
  } catch {
    return false;
  }
}
