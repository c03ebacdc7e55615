// PostgreSQL's migrations (docs/architecture.md#10-two-engines): postgres/migrations/NNNN_name.sql,
// each the PostgreSQL half of sqlite/migrations' file of the same name, applied once in its own
// transaction and recorded in schema_migrations, under an advisory lock so that two servers
// starting at once apply each file once.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { listMigrations, pendingMigrations } from './migrate';

/** Any number, the same in every server: the lock the migrating server holds. */
const MIGRATION_LOCK = 2_202_601;

export async function runPostgresMigrations(url: string, dir: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at text NOT NULL
    )`);
    const applied = new Map(
      (
        await client.query<{ version: number; name: string }>(
          'SELECT version, name FROM schema_migrations',
        )
      ).rows.map((row) => [row.version, row.name]),
    );
    const ran: string[] = [];
    for (const migration of pendingMigrations(applied, listMigrations(dir))) {
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(migration.file, 'utf8'));
        await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [migration.version, migration.name, new Date().toISOString()],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed`, { cause: error });
      }
      ran.push(migration.name);
    }
    return ran;
  } finally {
    await client.end();
  }
}
