// Moving an install from SQLite to PostgreSQL (docs/architecture.md#10-two-engines): copies every
// table of a SQLite database into an empty PostgreSQL one, in one transaction, and says it is
// done only after each table's row count and checksum read back the same from both.
//
// - The target gets PostgreSQL's migrations first, so an empty database is enough; a table of
//   it holding rows refuses the copy, except the reference lists every start writes, which are
//   replaced by the source's (the same spec ids).
// - Tables go in the order of their foreign keys. The tables' own triggers are switched off for
//   the copy (the calendar's change log and everything else is copied as it is, not noted
//   again); what PostgreSQL derives by trigger on its own (POSTGRES_DERIVED) is then rebuilt
//   from the copied rows, under its constraints.
// - Each identity is set past the highest copied id, so the next row does not collide.
// - SQLite's own derived tables (its FTS5 index, the search's helper tables) are not copied:
//   PostgreSQL keeps its search data in its own way. Any other SQLite table PostgreSQL lacks
//   stops the copy before it writes anything.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { listMigrations } from './migrate';
import { runPostgresMigrations } from './migrate-postgres';
import { numbersAsNumbers } from './postgres-engine';

/** The reference lists each start writes (db/reference-data.ts): replaced, not refused. */
const REFERENCE_TABLES = new Set(['cities', 'business_types', 'event_types', 'service_types']);
/** …and the rows PostgreSQL's migrations write. */
const WRITTEN_BEFORE = new Set([...REFERENCE_TABLES, 'search_versions']);

/** SQLite tables PostgreSQL does without, and why. */
const SQLITE_ONLY: Record<string, string> = {
  schema_migrations: 'each engine records its own migrations',
  sqlite_sequence: 'SQLite’s own',
  sqlite_stat1: 'SQLite’s own',
  sqlite_stat4: 'SQLite’s own',
  businesses_fts: 'SQLite’s search index (FTS5)',
  search_meta: 'SQLite’s search helper',
};
const isSqliteOnly = (table: string) => table in SQLITE_ONLY || table.startsWith('businesses_fts_');

/** The search's document and words of every live business, written in one statement by the
 * function its triggers call (postgres/migrations/0031). */
const REBUILD_SEARCH = 'SELECT business_search_rebuild(ARRAY(SELECT id FROM businesses))';

/** PostgreSQL tables its triggers derive from others: rebuilt after the copy, triggers on. */
const POSTGRES_DERIVED: Record<string, string> = {
  booking_holds: `INSERT INTO booking_holds (booking_id, worker_id, held)
    SELECT k.id, k.worker_id, slot_period(s.date, s.start_time, s.end_time)
    FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
    WHERE k.worker_id IS NOT NULL`,
  business_search: REBUILD_SEARCH,
  business_search_words: REBUILD_SEARCH,
  search_versions: 'INSERT INTO search_versions (stripe) SELECT generate_series(0, 63)',
};

export interface CopiedTable {
  table: string;
  rows: number;
  /** sha256 of the rows in key order, the same read from either engine. */
  checksum: string;
}

export interface CopyReport {
  tables: CopiedTable[];
  /** SQLite tables left out, with why. */
  skipped: { table: string; why: string }[];
}

export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefused';
  }
}

interface TargetTable {
  name: string;
  /** Its columns in order, those PostgreSQL generates itself left out. */
  columns: string[];
  key: string[];
  /** The key's text columns, which order byte by byte ("C") as SQLite orders text. */
  textKey: Set<string>;
  identity: string | undefined;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the target's public schema: columns in order, primary key, identity column. */
async function targetTables(client: pg.Client): Promise<Map<string, TargetTable>> {
  const { rows } = await client.query<{
    table_name: string;
    columns: string[];
    identity: string | null;
    key: string[] | null;
    text_columns: string[];
  }>(
    `SELECT c.table_name,
       array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns,
       array_agg(c.column_name::text) FILTER (WHERE c.data_type = 'text') AS text_columns,
       max(CASE WHEN c.is_identity = 'YES' THEN c.column_name::text END) AS identity,
       (SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey, a.attnum))
          FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
          WHERE i.indrelid = (quote_ident(c.table_name))::regclass AND i.indisprimary) AS key
     FROM information_schema.columns c
     JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.table_name <> 'schema_migrations' AND c.is_generated = 'NEVER'
     GROUP BY c.table_name`,
  );
  return new Map(
    rows.map((row) => [
      row.table_name,
      {
        name: row.table_name,
        columns: row.columns,
        key: row.key ?? row.columns,
        textKey: new Set(row.text_columns ?? []),
        identity: row.identity ?? undefined,
      },
    ]),
  );
}

/** Table names, each after the tables its foreign keys point to. */
async function foreignKeyOrder(client: pg.Client, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`,
  );
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new CopyRefused(`Foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const parent of parents.get(name) ?? []) if (parents.has(parent)) place(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of [...names].sort()) place(name, new Set());
  return ordered;
}

/** The source must hold every migration this code has, and no other. */
function checkSourceMigrations(source: Database.Database, sqliteMigrationsDir: string) {
  const known = listMigrations(sqliteMigrationsDir).map((file) => file.name);
  const applied = (
    source.prepare('SELECT name FROM schema_migrations ORDER BY version').all() as {
      name: string;
    }[]
  ).map((row) => row.name);
  if (applied.join() !== known.join()) {
    throw new CopyRefused(
      'The SQLite database is not at this version’s migrations: start Baraat on it once (npm start), then copy',
    );
  }
}

/** Feeds a hash with rows in key order, each a JSON array of its values in column order. */
function hashRows(hash: ReturnType<typeof createHash>, rows: Iterable<unknown[]>) {
  let count = 0;
  for (const row of rows) {
    hash.update(
      JSON.stringify(
        row.map((value) => (Buffer.isBuffer(value) ? value.toString('base64') : value)),
      ),
    );
    hash.update('\n');
    count += 1;
  }
  return count;
}

const INSERT_PARAMETERS = 30_000;

export interface CopyOptions {
  sqliteMigrationsDir: string;
  postgresMigrationsDir: string;
  /** Told each table as it is copied. */
  progress?: (table: string, rows: number) => void;
}

export async function copySqliteToPostgres(
  sqliteFile: string,
  url: string,
  options: CopyOptions,
): Promise<CopyReport> {
  const source = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: url, types: numbersAsNumbers });
  try {
    checkSourceMigrations(source, options.sqliteMigrationsDir);
    await runPostgresMigrations(url, options.postgresMigrationsDir);
    await client.connect();
    const target = await targetTables(client);
    const sourceTables = (
      source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const skipped = sourceTables
      .filter(isSqliteOnly)
      .map((table) => ({ table, why: SQLITE_ONLY[table] ?? SQLITE_ONLY.businesses_fts! }));
    const missing = sourceTables.filter((table) => !isSqliteOnly(table) && !target.has(table));
    if (missing.length > 0) {
      throw new CopyRefused(`PostgreSQL's migrations have no table for: ${missing.join(', ')}`);
    }
    const copied = sourceTables.filter((table) => target.has(table));
    const derived = [...target.keys()].filter((table) => !copied.includes(table));
    const unknown = derived.filter((table) => !(table in POSTGRES_DERIVED));
    if (unknown.length > 0) {
      throw new CopyRefused(`SQLite has no table for PostgreSQL's: ${unknown.join(', ')}`);
    }
    for (const table of [...copied, ...derived]) {
      if (WRITTEN_BEFORE.has(table)) continue;
      const { rows } = await client.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
      if (rows.length > 0) {
        throw new CopyRefused(`The PostgreSQL database is not empty: ${table} has rows`);
      }
    }

    const order = await foreignKeyOrder(client, copied);
    await client.query('BEGIN');
    try {
      await client.query(`TRUNCATE ${[...copied, ...derived].map(quote).join(', ')}`);
      for (const table of [...copied, ...derived]) {
        await client.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);
      }
      for (const name of order) {
        const table = target.get(name)!;
        const rows = await copyTable(source, client, table);
        options.progress?.(name, rows);
      }
      for (const table of [...copied, ...derived]) {
        await client.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
      }
      for (const rebuild of new Set(derived.map((table) => POSTGRES_DERIVED[table]!))) {
        await client.query(rebuild);
      }
      for (const name of copied) {
        const { identity } = target.get(name)!;
        if (!identity) continue;
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2),
             coalesce((SELECT max(${quote(identity)}) FROM ${quote(name)}), 0) + 1, false)`,
          [name, identity],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }

    const tables: CopiedTable[] = [];
    for (const name of copied) {
      const table = target.get(name)!;
      const [a, b] = [sqliteChecksum(source, table), await postgresChecksum(client, table)];
      if (a.rows !== b.rows || a.checksum !== b.checksum) {
        throw new CopyRefused(
          `${name} differs after the copy: SQLite ${a.rows} rows (${a.checksum.slice(0, 12)}), PostgreSQL ${b.rows} rows (${b.checksum.slice(0, 12)})`,
        );
      }
      tables.push({ table: name, ...a });
    }
    return { tables, skipped };
  } finally {
    source.close();
    await client.end().catch(() => undefined);
  }
}

/** Inserts the SQLite table's rows in key order, in statements of many rows each. */
async function copyTable(source: Database.Database, client: pg.Client, table: TargetTable) {
  const columns = table.columns.map(quote).join(', ');
  const perStatement = Math.max(1, Math.floor(INSERT_PARAMETERS / table.columns.length));
  const read = source
    .prepare(
      `SELECT ${columns} FROM ${quote(table.name)} ORDER BY ${table.key.map(quote).join(', ')}`,
    )
    .raw();
  let batch: unknown[][] = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const start = values.length;
      values.push(...row);
      return `(${row.map((_, i) => `$${start + i + 1}`).join(', ')})`;
    });
    await client.query(
      `INSERT INTO ${quote(table.name)} (${columns}) VALUES ${tuples.join(', ')}`,
      values,
    );
    total += batch.length;
    batch = [];
  };
  for (const row of read.iterate() as Iterable<unknown[]>) {
    batch.push(row);
    if (batch.length >= perStatement) await flush();
  }
  await flush();
  return total;
}

function sqliteChecksum(source: Database.Database, table: TargetTable) {
  const hash = createHash('sha256');
  const rows = hashRows(
    hash,
    source
      .prepare(
        `SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}
         ORDER BY ${table.key.map(quote).join(', ')}`,
      )
      .raw()
      .iterate() as Iterable<unknown[]>,
  );
  return { rows, checksum: hash.digest('hex') };
}

const FETCH_ROWS = 10_000;

/** Reads the table in key order through a cursor, so a large table is never held whole. */
async function postgresChecksum(client: pg.Client, table: TargetTable) {
  const hash = createHash('sha256');
  const order = table.key
    .map((column) => (table.textKey.has(column) ? `${quote(column)} COLLATE "C"` : quote(column)))
    .join(', ');
  let rows = 0;
  await client.query('BEGIN READ ONLY');
  try {
    await client.query(
      `DECLARE rows_in_order NO SCROLL CURSOR FOR
       SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)} ORDER BY ${order}`,
    );
    for (;;) {
      const fetched = await client.query({
        text: `FETCH ${FETCH_ROWS} FROM rows_in_order`,
        rowMode: 'array',
      });
      rows += hashRows(hash, fetched.rows as unknown[][]);
      if (fetched.rows.length < FETCH_ROWS) break;
    }
  } finally {
    await client.query('COMMIT');
  }
  return { rows, checksum: hash.digest('hex') };
}
