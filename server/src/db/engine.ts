// One data layer, two engines (docs/architecture.md#10-two-engines). A repository writes its SQL
// once, with named parameters (`@name`; `@` means nothing else in our SQL), as steps: generator
// functions that yield each statement and get its rows back. The engine runs them: SQLite
// synchronously on its one connection, PostgreSQL with an await per statement on a pooled one.
// A transaction is a generator too, so on SQLite its body never yields to another request
// between BEGIN IMMEDIATE and COMMIT, and on PostgreSQL it can be run again from the start when
// the database reports a serialization failure.

export type Engine = 'sqlite' | 'postgres';

/** Named parameters: an object whose keys are the names the SQL uses after `@`. */
export type Params = object;

/** SQL the same on both engines, or each engine's own text where they differ. */
export type Sql = string | Readonly<Record<Engine, string>>;

/** SQL to run, with its parameters. */
export interface Query {
  kind: 'all' | 'get' | 'run';
  sql: Sql;
  params: Params;
  /**
   * Planned for its parameters each time it runs (PostgreSQL): for a statement whose best plan
   * depends on its values (a search's words match ten vendors or ten thousand), where a plan
   * kept for the statement would serve every value alike. SQLite plans each run anyway.
   */
  replan?: boolean;
}

/** Work for once the transaction has committed (a live push): never run if it rolls back. */
export interface CommitWork {
  kind: 'onCommit';
  work: () => void;
}

export type Statement = Query | CommitWork;

/** A piece of data access: yields statements, is handed back each one's result. */
export type Step<T> = Generator<Statement, T, unknown>;

/**
 * How a transaction keeps what it decided true on PostgreSQL (SQLite runs every writer alone):
 * SERIALIZABLE, run again when it fails to serialize; or at READ COMMITTED, locking the rows
 * its decision is about before it reads them (db/row-locks.ts), so a writer that would have
 * failed waits for the one before it instead and then reads what it committed.
 */
export type Isolation = 'serializable' | 'row-locks';

const ISOLATION = Symbol('isolation');

/** A transaction's body, marked with its isolation when it is not SERIALIZABLE. */
export type Work<T> = (() => Step<T>) & { readonly [ISOLATION]?: Isolation };

export const isolationOf = (work: Work<unknown>): Isolation => work[ISOLATION] ?? 'serializable';

/** `work` marked with `isolation`. */
export const withIsolation = <T>(isolation: Isolation, work: () => Step<T>): Work<T> =>
  Object.assign(work, { [ISOLATION]: isolation });

export function* all<T>(sql: Sql, params: Params = {}, replan?: 'replan'): Step<T[]> {
  return (yield { kind: 'all', sql, params, ...(replan ? { replan: true } : {}) }) as T[];
}

export function* get<T>(sql: Sql, params: Params = {}): Step<T | undefined> {
  return (yield { kind: 'get', sql, params }) as T | undefined;
}

/** A write; gives back how many rows it changed. */
export function* run(sql: Sql, params: Params = {}): Step<number> {
  return (yield { kind: 'run', sql, params }) as number;
}

/**
 * Runs `work` once what the step wrote is committed: after the COMMIT of the transaction it is
 * part of (the outermost one, on SQLite inside legacy code's inTransaction), never when that
 * rolls back, nor for a PostgreSQL attempt that is run again; outside a transaction at once,
 * each statement having committed on its own. `work` must not throw: the write it follows is
 * already committed. Works run in the order they were registered.
 */
export function* onCommit(work: () => void): Step<void> {
  yield { kind: 'onCommit', work };
}

/** Runs works due after a commit in order, each even if one before it threw; rethrows the first
 * error after all have run. */
export function runCommitWorks(works: readonly (() => void)[]): void {
  let failure: { error: unknown } | undefined;
  for (const work of works) {
    try {
      work();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

export function sqlFor(sql: Sql, engine: Engine): string {
  return typeof sql === 'string' ? sql : sql[engine];
}

/** Drives a step to its end, handing each statement to `execute` and its result back. */
export function drive<T>(step: Step<T>, execute: (statement: Statement) => unknown): T {
  let next = step.next();
  while (!next.done) {
    let result: unknown;
    try {
      result = execute(next.value);
    } catch (error) {
      // The step may clean up (a finally); what it throws, or rethrows, goes on up.
      next = step.throw(error);
      continue;
    }
    next = step.next(result);
  }
  return next.value;
}

/**
 * Drives a step on from `next` with an await per statement (PostgreSQL), each through `run`; its
 * onCommit works go to `works` in a transaction, and run at once outside one.
 */
export async function driveAsync<T>(
  step: Step<T>,
  next: IteratorResult<Statement, T>,
  run: (statement: Query) => Promise<unknown>,
  works?: (() => void)[],
): Promise<T> {
  while (!next.done) {
    const statement = next.value;
    let result: unknown;
    try {
      if (statement.kind === 'onCommit') {
        if (works) works.push(statement.work);
        else statement.work();
      } else result = await run(statement);
    } catch (error) {
      next = step.throw(error);
      continue;
    }
    next = step.next(result);
  }
  return next.value;
}

export interface Database {
  readonly engine: Engine;
  /**
   * Runs a step outside any transaction: reads, and single statements. A step's reads see one
   * moment of the database (on PostgreSQL one REPEATABLE READ snapshot until it writes).
   */
  read<T>(step: Step<T>): Promise<T>;
  /**
   * Runs `work` as one transaction: IMMEDIATE on SQLite (writers one at a time), on PostgreSQL
   * at its isolation (`isolationOf`), where a serialization failure or deadlock runs `work`
   * again from the start (so it must only read and write through its steps, and decide from
   * what they return). A write a named guard refuses is thrown as a ConstraintError
   * (db/constraints.ts).
   */
  transaction<T>(work: Work<T>): Promise<T>;
  close(): Promise<void>;
}

/** A step of no statements: code that runs on the caller's stack, as a step. */
// biome-ignore lint/correctness/useYield: it yields no statement by design
export function* computed<T>(compute: () => T): Step<T> {
  return compute();
}
