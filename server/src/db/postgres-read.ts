// A read step on PostgreSQL (docs/architecture.md#10-two-engines). Statements sent to the pool
// one by one may each land on another connection and see another moment of the database: a
// wedding read of four statements could show an event its payments do not yet count. So a step
// that reads first reads from one connection in one REPEATABLE READ, READ ONLY transaction (its
// BEGIN pipelined with the first statement, its COMMIT not waited for). A write (or a refused
// statement) ends the snapshot and the rest runs statement by statement, as a step that writes
// first does: each of its statements its own transaction.
// A snapshot costs a read of one statement twice its time (BEGIN and COMMIT are two more
// statements for both sides to handle), and most GETs are such reads. So each kind of step (its
// generator function) is watched: one that has read once and no more runs its first statement
// on the pool. Should such a kind read a second time after all, it reads its first statement
// again in a snapshot and goes on there only if it reads what the step was handed (else 503:
// the step cannot be run again); from then on that kind always reads in a snapshot.
import pg from 'pg';
import { driveAsync, type Query, type Statement, type Step, sqlFor } from './engine';
import { DatabaseUnavailable, isConnectionLost } from './unavailable';

const SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
/** PostgreSQL's refusal of a write in a READ ONLY transaction: the write, refused unapplied,
 * runs again outside the snapshot (a data-modifying WITH, say). */
const READ_ONLY_REFUSAL = '25006';
/** A statement that writes by its kind or its first word (an INSERT … RETURNING is a `get`). */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|MERGE)\b/i;
const writes = (statement: Query) =>
  statement.kind === 'run' || WRITE.test(sqlFor(statement.sql, 'postgres'));
const refusedAsWrite = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code === READ_ONLY_REFUSAL;

/** Connections tried for a read whose connection was found gone at its first statement. */
const LOST_ATTEMPTS = 3;

interface Snapshot {
  client: pg.PoolClient;
  /** The first statement's rows, or its refusal. */
  first: { rows: unknown } | { error: unknown };
  /** Whether the snapshot is still open (a refused statement closed it). */
  open: boolean;
}

export interface ReadParts {
  pool: pg.Pool;
  /** A pooled connection, or DatabaseUnavailable. */
  connect: () => Promise<pg.PoolClient>;
  execute: (client: pg.Pool | pg.PoolClient, statement: Query) => Promise<unknown>;
  /** An error as DatabaseUnavailable when the connection is what failed. */
  unavailable: (error: unknown) => unknown;
}

export function snapshotReader({ pool, connect, execute, unavailable }: ReadParts) {
  /** Kinds of step (their generator function's prototype) seen to read once and no more. */
  const readOnce = new WeakSet<object>();
  /** Kinds seen to read more than once. */
  const readMore = new WeakSet<object>();

  /** A connection in a snapshot and the first statement's rows, or its refusal (the snapshot
   * then closed). A connection gone before anything was read is replaced. */
  async function snapshotWith(statement: Query): Promise<Snapshot> {
    for (let tries = 1; ; tries += 1) {
      const client = await connect();
      try {
        const [, rows] = await Promise.all([client.query(SNAPSHOT), execute(client, statement)]);
        return { client, first: { rows }, open: true };
      } catch (error) {
        if (!isConnectionLost(error)) {
          await client.query('COMMIT');
          if (!refusedAsWrite(error)) return { client, first: { error }, open: false };
          return runOutside(client, statement);
        }
        client.release(error as Error);
        if (tries >= LOST_ATTEMPTS) throw unavailable(error);
      }
    }
  }

  /** The first statement again, outside the snapshot it was refused in. */
  async function runOutside(client: pg.PoolClient, statement: Query): Promise<Snapshot> {
    try {
      return { client, first: { rows: await execute(client, statement) }, open: false };
    } catch (error) {
      if (isConnectionLost(error)) {
        client.release(error as Error);
        throw unavailable(error);
      }
      return { client, first: { error }, open: false };
    }
  }

  /**
   * Gives the connection back, its snapshot (if still open) ended by a COMMIT nobody waits for:
   * whoever takes the connection next has their statements sent after it (a connection that
   * breaks meanwhile fails theirs, and leaves the pool, as any broken one does).
   */
  function close(client: pg.PoolClient, open: boolean, broken?: Error) {
    if (open && !broken) client.query('COMMIT').catch(() => undefined);
    client.release(broken);
  }

  /** A step whose statements run each on any pooled connection. */
  async function onPool<T>(step: Step<T>, next: () => IteratorResult<Statement, T>) {
    try {
      return await driveAsync(step, next(), (statement) => execute(pool, statement));
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** The first statement of a read on the pool; a connection found gone is replaced. */
  async function firstOnPool(statement: Query): Promise<unknown> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await execute(pool, statement);
      } catch (error) {
        if (!isConnectionLost(error) || tries >= LOST_ATTEMPTS) throw error;
      }
    }
  }

  /** The rest of a step in its snapshot; notes how often its kind read. */
  async function inSnapshot<T>(
    step: Step<T>,
    kind: object,
    snapshot: Snapshot,
    next: () => IteratorResult<Statement, T>,
  ): Promise<T> {
    const { client } = snapshot;
    let { open } = snapshot;
    let reads = 1;
    let broken: Error | undefined;
    const leave = async () => {
      if (!open) return;
      open = false;
      await client.query('COMMIT');
    };
    try {
      const result = await driveAsync(step, next(), async (statement) => {
        if (writes(statement)) await leave();
        if (open) reads += 1;
        try {
          return await execute(client, statement);
        } catch (error) {
          if (isConnectionLost(error)) broken = error as Error;
          else await leave();
          if (!refusedAsWrite(error)) throw error;
        }
        return execute(client, statement);
      });
      if (reads > 1) readMore.add(kind);
      else if (!readMore.has(kind)) readOnce.add(kind);
      return result;
    } catch (error) {
      throw unavailable(error);
    } finally {
      close(client, open, broken);
    }
  }

  /** A step of a kind that read once so far: its first statement on the pool. */
  async function optimistically<T>(step: Step<T>, kind: object, first: Query): Promise<T> {
    let rows: unknown;
    let failure: { error: unknown } | undefined;
    try {
      rows = await firstOnPool(first);
    } catch (error) {
      failure = { error };
    }
    let next: IteratorResult<Statement, T>;
    try {
      next = failure ? step.throw(failure.error) : step.next(rows);
    } catch (error) {
      throw unavailable(error);
    }
    if (failure || next.done || next.value.kind === 'onCommit' || writes(next.value)) {
      return onPool(step, () => next);
    }
    // It reads again after all: its first statement once more, in a snapshot.
    readOnce.delete(kind);
    readMore.add(kind);
    const snapshot = await snapshotWith(first);
    if (!snapshot.open || JSON.stringify(snapshot.first) !== JSON.stringify({ rows })) {
      close(snapshot.client, snapshot.open);
      throw unavailable(new DatabaseUnavailable(new Error('the rows read changed under the step')));
    }
    return inSnapshot(step, kind, snapshot, () => next);
  }

  return async function read<T>(step: Step<T>): Promise<T> {
    const kind = Object.getPrototypeOf(step) as object;
    const next = step.next();
    if (next.done || next.value.kind === 'onCommit' || writes(next.value)) {
      return onPool(step, () => next);
    }
    if (readOnce.has(kind)) return optimistically(step, kind, next.value);
    const snapshot = await snapshotWith(next.value);
    const { first } = snapshot;
    return inSnapshot(step, kind, snapshot, () =>
      'error' in first ? step.throw(first.error) : step.next(first.rows),
    );
  };
}
