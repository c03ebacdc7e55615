// Writes that lock what their decision is about instead of running SERIALIZABLE
// (docs/architecture.md#10-two-engines). On PostgreSQL such a transaction runs at READ
// COMMITTED: every statement sees what committed before it. The row a write changes is read
// `FOR_CHANGE` (FOR NO KEY UPDATE, which leaves foreign keys to it free to be written), so a
// second writer of it waits for the first to commit and then reads what it wrote; a row the
// decision only relies on (a hall's capacity and state) is read `FOR_SHARE`, so any number of
// such writers read it at once while a change to it waits for them. What no row lock covers
// (two bookings holding one hall at once) is the database's guards' to refuse: a unique
// index's or an exclusion constraint's refusal runs the work again, whose checks then read the
// winner and answer in the spec's words. On SQLite writers run one at a time already: the
// clauses are nothing there.
import { get, type Sql, type Step, type Work, withIsolation } from './engine';

/** Ends a SELECT of the one row a write changes. */
export const FOR_CHANGE: Sql = { sqlite: '', postgres: 'FOR NO KEY UPDATE' };

/** Ends a SELECT of a row the write's decision relies on but does not change. */
export const FOR_SHARE: Sql = { sqlite: '', postgres: 'FOR SHARE' };

const NAME_LOCK: Sql = {
  sqlite: 'SELECT 1',
  postgres: 'SELECT pg_advisory_xact_lock(hashtextextended(@name, 0))',
};

/** Locks a name until the transaction ends (an Idempotency-Key: two copies of one request run
 * one after the other, and the second finds the first's stored answer). */
export function* lockName(name: string): Step<void> {
  yield* get(NAME_LOCK, { name });
}

/** Ends a SELECT of joined tables: only `alias`'s row is share-locked (a business's row, locked
 * by the calendar's log as a writer commits, must not be held by its readers). */
export const forShareOf = (alias: string): Sql => ({
  sqlite: '',
  postgres: `FOR SHARE OF ${alias}`,
});

/** `work`, run with row locks (on PostgreSQL at READ COMMITTED). */
export const withRowLocks = <T>(work: () => Step<T>): Work<T> => withIsolation('row-locks', work);

/** A write's work made by `make`, run with row locks. */
export const lockingRows =
  <A extends unknown[], T>(make: (...args: A) => () => Step<T>) =>
  (...args: A): Work<T> =>
    withRowLocks(make(...args));
