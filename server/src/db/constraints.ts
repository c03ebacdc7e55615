// The database's refusals by name. A trigger refuses with RAISE(ABORT, '<name>'); a unique
// index is told by SQLite as its table and columns ("UNIQUE constraint failed: bookings.slot_id"),
// read back here to the index's own name. inTransaction (connection.ts) throws each refusal as a
// ConstraintError, and the error middleware answers it from one table (http/constraint-errors.ts).
import Database from 'better-sqlite3';

type Db = Database.Database;

export class ConstraintError extends Error {
  constructor(
    readonly constraint: string,
    cause: unknown,
  ) {
    super(`refused by ${constraint}`, { cause });
    this.name = 'ConstraintError';
  }
}

const UNIQUE_FAILED = 'UNIQUE constraint failed: ';

/** Per database: SQLite's message for a unique index → the index's name. */
const indexNames = new WeakMap<Db, Map<string, string | undefined>>();

/** The unique index of `table` over exactly `columns`, in order. */
function uniqueIndexOver(db: Db, table: string, columns: string[]): string | undefined {
  const indexes = db.pragma(`index_list(${JSON.stringify(table)})`) as {
    name: string;
    unique: 0 | 1;
  }[];
  return indexes.find((index) => {
    if (index.unique !== 1) return false;
    const info = db.pragma(`index_info(${JSON.stringify(index.name)})`) as { name: string }[];
    return info.map((column) => column.name).join() === columns.join();
  })?.name;
}

function uniqueIndexNamed(db: Db, message: string): string | undefined {
  const known = indexNames.get(db) ?? new Map<string, string | undefined>();
  indexNames.set(db, known);
  if (!known.has(message)) {
    const named = /^index '(.+)'$/.exec(message.slice(UNIQUE_FAILED.length));
    const columns = message.slice(UNIQUE_FAILED.length).split(', ');
    const table = columns[0]?.split('.')[0] ?? '';
    known.set(
      message,
      named?.[1] ??
        uniqueIndexOver(
          db,
          table,
          columns.map((column) => column.slice(table.length + 1)),
        ),
    );
  }
  return known.get(message);
}

/** The name of the trigger or unique index that refused a write, if that is what `error` is. */
export function refusedBy(db: Db, error: unknown): string | undefined {
  if (!(error instanceof Database.SqliteError)) return undefined;
  if (error.code === 'SQLITE_CONSTRAINT_TRIGGER') return error.message;
  if (error.code === 'SQLITE_CONSTRAINT_UNIQUE' && error.message.startsWith(UNIQUE_FAILED)) {
    return uniqueIndexNamed(db, error.message);
  }
  return undefined;
}
