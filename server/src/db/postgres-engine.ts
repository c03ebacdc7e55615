// The engine-neutral data layer on PostgreSQL (docs/architecture.md#10-two-engines): a pg Pool,
// `@name` parameters rewritten once per SQL text to `$n`, bigint and numeric read as numbers
// (ids, amounts and sums stay below 2^53, as on SQLite), and transactions SERIALIZABLE (or at
// READ COMMITTED with the row locks their work takes, db/row-locks.ts), run again from the
// start on a serialization failure, a deadlock or an exclusion constraint's refusal (at READ
// COMMITTED a unique index's too), one run again at a time, never by a route; the works its
// steps register with onCommit run after its COMMIT, those of a failed attempt never. A read of
// several statements sees one snapshot. A connection that goes (a backend terminated, a restart)
// never ends the process: it is replaced, and what cannot be run again safely is
// DatabaseUnavailable, a 503.
import pg from 'pg';
import type { Logger } from '../logger';
import { ConstraintError } from './constraints';
import {
  type Database,
  driveAsync,
  type Isolation,
  isolationOf,
  type Query,
  runCommitWorks,
  sqlFor,
  type Work,
} from './engine';
import { snapshotReader } from './postgres-read';
import {
  asUnavailable,
  connectionWatch,
  DatabaseUnavailable,
  isConnectionLost,
} from './unavailable';
import { writeGate } from './write-gate';

const INT8 = 20;
const NUMERIC = 1700;

/** bigint and numeric as numbers: ids, amounts and sums stay below 2^53, as on SQLite. */
export const numbersAsNumbers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** SQLSTATEs after which a transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
/** Attempts in all; each run again waits its turn in RUNS_AGAIN_QUEUE. */
const MAX_ATTEMPTS = 10;
/** Attempts after which a transaction runs alone in its process (db/write-gate.ts): late, as
 * each such attempt holds the process's other transactions back. */
const ALONE_AFTER = 5;
/**
 * An exclusion constraint refusing a row (a hall held twice, slots that overlap) is most often
 * the same race as a serialization failure: a concurrent transaction's clashing row committed
 * after this one's check read nothing. PostgreSQL reports a unique index's such refusal as a
 * serialization failure, an exclusion constraint's not. So it too runs again, up to this many
 * attempts in all: the check then reads the winner and answers in the spec's words. A refusal
 * that stands that often is the guard's own answer (a ConstraintError).
 */
const EXCLUSION_VIOLATION = '23P01';
const EXCLUSION_ATTEMPTS = 3;
/** At READ COMMITTED a unique index's refusal of a concurrent writer's row is reported as such
 * (23505), not as a serialization failure: it too runs again, as an exclusion's does. */
const UNIQUE_VIOLATION = '23505';
const BEGIN: Record<Isolation, string> = {
  serializable: 'BEGIN ISOLATION LEVEL SERIALIZABLE',
  'row-locks': 'BEGIN ISOLATION LEVEL READ COMMITTED',
};
/**
 * The advisory lock that runs again of failed transactions queue on, taken before BEGIN so each
 * runs on a snapshot taken after the one before it committed. Many writers of one business at
 * once (an owner's desk accepting a day's requests) read what the others write; run again all
 * at once they failed alike again, and some ran out of attempts (a 500). Queued, a run again
 * conflicts at most with first attempts, which then queue behind it.
 */
const RUNS_AGAIN_QUEUE = 7_220_101;

interface Positional {
  text: string;
  names: string[];
}

interface Prepared extends Positional {
  /** The server-side prepared statement's name: each connection plans the text once (a
   * join of seven tables took 5 ms to plan and 0.5 ms to run). */
  name: string;
}

const PARAMETER = /@([A-Za-z_][A-Za-z0-9_]*)/g;

/** `@name` → `$n`, each name its one number however often it is used. */
export function positional(sql: string): Positional {
  const names: string[] = [];
  const text = sql.replace(PARAMETER, (_, name: string) => {
    let index = names.indexOf(name);
    if (index < 0) index = names.push(name) - 1;
    return `$${index + 1}`;
  });
  return { text, names };
}

/** The guard a refused write names: a unique index, an exclusion constraint, or a trigger's
 * RAISE EXCEPTION '<name>' (SQLSTATE P0001), as SQLite's triggers name theirs. */
export function refusedByPostgres(error: unknown): string | undefined {
  if (!(error instanceof pg.DatabaseError)) return undefined;
  if (error.code === '23505' || error.code === '23P01') return error.constraint;
  if (error.code === 'P0001') return error.message;
  return undefined;
}

/** A serialization failure or a deadlock: the engine runs the transaction again; one that
 * outlasts every run again is a moment of contention, answered 503 with Retry-After by the
 * error middleware, never 500 (docs/product/texts.md#global-errors). */
export const isRetryable = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code !== undefined && RETRYABLE.has(error.code);
/** A guard's refusal that a run again may find settled: an exclusion constraint's, and at
 * READ COMMITTED a unique index's too. */
const mayRunAgain = (error: unknown, isolation: Isolation) =>
  error instanceof pg.DatabaseError &&
  (error.code === EXCLUSION_VIOLATION ||
    (isolation === 'row-locks' && error.code === UNIQUE_VIOLATION));

/** Connections tried for a transaction whose connection was gone before it could have
 * committed (a backend terminated while idle in the pool). */
const LOST_ATTEMPTS = 3;
/** How long a request may wait for a connection, a free one of the pool's or a new one, before
 * it answers 503. pg-pool counts the wait in the pool's queue too: at 5 s a burst of fifty
 * contended walk-ins on a loaded machine had some answered 503 while they queued. A database
 * that is down refuses connections at once; this is for one that is slow or unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

export function postgresDatabase(
  url: string,
  options: { max?: number; logger?: Logger } = {},
): Database {
  const watch = connectionWatch(options.logger);
  const config: pg.PoolConfig & { pipeline: boolean } = {
    connectionString: url,
    max: options.max ?? 10,
    types: numbersAsNumbers,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A read's BEGIN goes out with its first statement, not a round trip before it.
    pipeline: true,
  };
  const pool = new pg.Pool(config);
  // An idle connection that breaks (its backend terminated, the server restarted) leaves the
  // pool, which says so here: unheard, that event would end the process.
  pool.on('error', (error) => watch.lost(error));
  pool.on('connect', (client) => {
    watch.back();
    // A connection checked out breaks: its statement fails; the event must not end the process.
    client.on('error', (error) => watch.lost(error));
  });
  const texts = new Map<string, Prepared>();
  const gate = writeGate();

  /** `error` as DatabaseUnavailable (and logged once) when the connection is what failed. */
  function unavailable(error: unknown): unknown {
    const answer = asUnavailable(error);
    if (answer instanceof DatabaseUnavailable) watch.lost(answer);
    return answer;
  }

  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      throw unavailable(error);
    }
  }

  function query(client: pg.Pool | pg.PoolClient, statement: Query) {
    const sql = sqlFor(statement.sql, 'postgres');
    let compiled = texts.get(sql);
    if (!compiled) {
      compiled = { ...positional(sql), name: `baraat_${texts.size + 1}` };
      texts.set(sql, compiled);
    }
    const params = statement.params as Record<string, unknown>;
    const values = compiled.names.map((name) => params[name] ?? null);
    // Unnamed, PostgreSQL plans it for these values: a named one may settle on one plan for all.
    if (statement.replan) return client.query({ text: compiled.text, values });
    return client.query({ name: compiled.name, text: compiled.text, values });
  }

  async function execute(client: pg.Pool | pg.PoolClient, statement: Query): Promise<unknown> {
    const result = await query(client, statement);
    if (statement.kind === 'all') return result.rows;
    if (statement.kind === 'get') return result.rows[0];
    return result.rowCount ?? 0;
  }

  /** One attempt: its result and the works its steps registered, once it has committed (an
   * attempt that fails takes its works with it). A connection gone at its COMMIT leaves the
   * COMMIT's fate unknown: DatabaseUnavailable, never run again (the caller's Idempotency-Key
   * makes its retry safe). */
  async function attempt<T>(client: pg.PoolClient, work: Work<T>) {
    // BEGIN goes out with the first statement (pg's pipeline mode), not a round trip before it;
    // should it fail, so does that statement, sent after it.
    const begun = client.query(BEGIN[isolationOf(work)]);
    begun.catch(() => undefined);
    let first = true;
    const run = (statement: Query) => {
      if (!first) return execute(client, statement);
      first = false;
      return Promise.all([begun, execute(client, statement)]).then(([, rows]) => rows);
    };
    const works: (() => void)[] = [];
    let result: T;
    try {
      const step = work();
      result = await driveAsync(step, step.next(), run, works);
      await begun;
    } catch (error) {
      // Not waited for: the connection's next statements (a run again's, or its next user's)
      // are sent after it. A connection that is gone rolled its transaction back itself.
      client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    try {
      await client.query('COMMIT');
    } catch (error) {
      throw isConnectionLost(error) ? new DatabaseUnavailable(error) : error;
    }
    return { result, works };
  }

  /** One attempt; a run again waits its turn in the queue first. */
  async function queuedAttempt<T>(client: pg.PoolClient, work: Work<T>, queued: boolean) {
    if (!queued) return attempt(client, work);
    await client.query('SELECT pg_advisory_lock($1)', [RUNS_AGAIN_QUEUE]);
    try {
      return await attempt(client, work);
    } finally {
      // Only a connection that is gone fails to unlock, and its lock went with it.
      await client
        .query('SELECT pg_advisory_unlock($1)', [RUNS_AGAIN_QUEUE])
        .catch(() => undefined);
    }
  }

  /**
   * Attempts `work` until it commits, or fails otherwise than by a serialization failure. A
   * connection gone before COMMIT (the transaction cannot have committed) is replaced and the
   * work run again on the new one; gone at COMMIT, it is DatabaseUnavailable.
   */
  async function committed<T>(work: Work<T>) {
    let client: pg.PoolClient | undefined = await connect();
    let broken: Error | undefined;
    try {
      for (let tries = 1, excluded = 0, lost = 0; ; tries += 1) {
        try {
          const attemptNow = () => queuedAttempt(client!, work, tries > 1);
          return await (tries > ALONE_AFTER ? gate.alone(attemptNow) : gate.beside(attemptNow));
        } catch (error) {
          if (isConnectionLost(error)) {
            broken = error as Error;
            lost += 1;
            if (error instanceof DatabaseUnavailable || lost >= LOST_ATTEMPTS) {
              throw unavailable(error);
            }
            client.release(broken);
            [client, broken] = [undefined, undefined];
            client = await connect();
            continue;
          }
          if (isRetryable(error) && tries < MAX_ATTEMPTS) continue;
          if (mayRunAgain(error, isolationOf(work)) && ++excluded < EXCLUSION_ATTEMPTS) continue;
          const constraint = refusedByPostgres(error);
          throw constraint === undefined ? error : new ConstraintError(constraint, error);
        }
      }
    } finally {
      client?.release(broken);
    }
  }

  return {
    engine: 'postgres',
    read: snapshotReader({ pool, connect, execute, unavailable }),
    transaction: async (work) => {
      const { result, works } = await committed(work);
      runCommitWorks(works);
      return result;
    },
    close: () => pool.end(),
  };
}
