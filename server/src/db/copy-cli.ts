// `npm run db:copy -- --to postgres://…` (docs/architecture.md#10-two-engines): copies the SQLite
// database in DATA_DIR (or --from FILE) into an empty PostgreSQL database and checks every
// table's rows and checksum before it says done. Stop Baraat first: the copy reads the file as
// it is, and writes made during it would not be in PostgreSQL.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { CopyRefused, copySqliteToPostgres } from './copy';

const HELP = `Usage: npm run db:copy -- --to postgres://user:password@host:5432/baraat [--from FILE]

Copies a SQLite database (default: app.db in DATA_DIR) into an empty PostgreSQL database:
PostgreSQL's migrations first, then every table in one transaction, identities set past the
copied ids, then each table's row count and checksum compared. Stop Baraat before copying.`;

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.to) {
  console.log(HELP);
  process.exit(values.help ? 0 : 2);
}
if (!/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('--to takes a postgres:// URL');
  process.exit(2);
}

const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
const from = values.from ?? config.databaseFile;
const started = performance.now();
try {
  const report = await copySqliteToPostgres(from, values.to, {
    sqliteMigrationsDir: config.migrationsDir,
    postgresMigrationsDir: config.postgresMigrationsDir,
    progress: (table, rows) => console.log(`copied ${table}: ${rows} rows`),
  });
  const width = Math.max(...report.tables.map((table) => table.table.length));
  console.log('');
  for (const table of report.tables) {
    console.log(
      `${table.table.padEnd(width)}  ${String(table.rows).padStart(9)} rows  ${table.checksum}`,
    );
  }
  for (const skip of report.skipped) console.log(`left out ${skip.table}: ${skip.why}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nDone: ${report.tables.length} tables copied and checked in ${seconds} s.`);
  console.log('Start Baraat with DATABASE_URL set to the same URL to run on PostgreSQL.');
} catch (error) {
  // A refusal, or PostgreSQL unreachable or refusing the login: said in a line, nothing written.
  const reached = error as { code?: string; message?: string };
  if (!(error instanceof CopyRefused) && reached.code === undefined) throw error;
  console.error(`Not copied: ${reached.message ?? reached.code}`);
  process.exit(1);
}
