// The engine-neutral data layer on SQLite (docs/architecture.md#10-two-engines): the connection
// openDatabase made (WAL and the pragmas), each SQL text prepared once, and transactions through
// inTransaction (BEGIN IMMEDIATE, named refusals, the after-commit listeners, and the works a
// step registers with onCommit, run after the outermost inTransaction commits). Steps run
// synchronously: a transaction's body runs whole between BEGIN and COMMIT, so no other
// request's statement can land inside it on the one connection.
import { type Db, inTransaction, statementCache, whenCommitted } from './connection';
import { type Database, drive, type Statement, type Step, sqlFor } from './engine';

/** SQLite's engine, with what the modules not yet moved to steps share with it. */
export interface SqliteDatabase extends Database {
  readonly connection: Db;
  /** Runs a step now, on the caller's stack: inside an inTransaction of legacy code. */
  runSync<T>(step: Step<T>): T;
}

export function sqliteDatabase(db: Db): SqliteDatabase {
  const prepare = statementCache(db);
  const execute = (statement: Statement): unknown => {
    if (statement.kind === 'onCommit') return whenCommitted(db, statement.work);
    const prepared = prepare(sqlFor(statement.sql, 'sqlite'));
    if (statement.kind === 'all') return prepared.all(statement.params);
    if (statement.kind === 'get') return prepared.get(statement.params);
    return prepared.run(statement.params).changes;
  };
  const runNow = <T>(step: Step<T>) => drive(step, execute);
  return {
    engine: 'sqlite',
    connection: db,
    runSync: runNow,
    read: async (step) => runNow(step),
    transaction: async (work) => inTransaction(db, () => runNow(work())),
    close: async () => {
      db.close();
    },
  };
}
