// Moving an install to PostgreSQL (docs/architecture.md#10-two-engines): a demo marketplace
// seeded into a real SQLite file is copied into an empty database of the run's PostgreSQL; every
// table arrives with the same rows (counts and checksums read back from both), the holds
// PostgreSQL derives are rebuilt, new rows get ids past the copied ones, and a database that
// already holds data is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchWords, spellingKey } from '@baraat/shared/domain/search-keys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { findRepoRoot } from '../paths';
import { seedDemo } from '../seed/demo';
import { emptyPostgresDatabase } from '../test/engines';
import { type CopyReport, copySqliteToPostgres } from './copy';
import { prepareDatabase } from './prepare';
import { sqliteDatabase } from './sqlite-engine';

const root = findRepoRoot();
const options = {
  sqliteMigrationsDir: path.join(root, 'sqlite', 'migrations'),
  postgresMigrationsDir: path.join(root, 'postgres', 'migrations'),
};

describe('npm run db:copy', () => {
  let dir: string;
  let file: string;
  let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let report: CopyReport;
  let client: pg.Client;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'baraat-copy-'));
    file = path.join(dir, 'app.db');
    const db = prepareDatabase(file, options.sqliteMigrationsDir);
    await seedDemo(sqliteDatabase(db), createLogger('warn'), path.join(dir, 'media'), 12);
    db.close();
    target = await emptyPostgresDatabase();
    report = await copySqliteToPostgres(file, target.url, options);
    client = new pg.Client({ connectionString: target.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client.end();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);

  it('copies every table with its rows, and reads the same rows back from both', async () => {
    const copied = new Map(report.tables.map((table) => [table.table, table]));
    for (const table of [
      'users',
      'businesses',
      'slots',
      'bookings',
      'payments',
      'calendar_changes',
    ]) {
      expect(copied.get(table)?.rows, table).toBeGreaterThan(0);
      expect(await count(`SELECT count(*) AS n FROM ${table}`)).toBe(copied.get(table)!.rows);
    }
    for (const table of report.tables) expect(table.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(report.skipped.map((skip) => skip.table)).toContain('businesses_fts');
  });

  it('rebuilds what PostgreSQL derives: the holds of accepted bookings and the search document', async () => {
    expect(await count('SELECT count(*) AS n FROM business_search')).toBe(
      await count('SELECT count(*) AS n FROM businesses'),
    );
    expect(await count('SELECT count(*) AS n FROM business_search_words')).toBeGreaterThan(0);
    // The version the search's counts are cached under: its 64 rows, whatever the copy emptied.
    expect(await count('SELECT count(*) AS n FROM search_versions')).toBe(64);
    // Each vendor is found by the spelling key of a word of its packages, as the search asks.
    const { rows } = await client.query<{ business_id: string; package_name: string }>(
      `SELECT DISTINCT ON (p.business_id) p.business_id, p.package_name FROM packages p
       JOIN businesses b ON b.id = p.business_id WHERE b.is_deleted = 0 ORDER BY p.business_id, p.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const key = searchWords(row.package_name).map(spellingKey).find(Boolean)!;
      const found = await client.query(
        'SELECT 1 FROM business_search WHERE business_id = $1 AND document @@ CAST($2 AS tsquery)',
        [row.business_id, `'~${key}':B`],
      );
      expect({ ...row, key, found: found.rows.length }).toEqual({ ...row, key, found: 1 });
    }
  });

  it('rebuilds the holds of accepted bookings, and does not note the copy in the change log', async () => {
    expect(await count('SELECT count(*) AS n FROM booking_holds')).toBe(
      await count(
        "SELECT count(*) AS n FROM bookings WHERE status IN ('verified', 'completed') AND worker_id IS NOT NULL",
      ),
    );
    const log = report.tables.find((table) => table.table === 'calendar_changes')!;
    expect(await count('SELECT count(*) AS n FROM calendar_changes')).toBe(log.rows);
  });

  it('gives a new row an id past the copied ones', async () => {
    const before = await count('SELECT max(id) AS n FROM contact_messages');
    const { rows } = await client.query(
      `INSERT INTO contact_messages (name, email, subject, message, created_at)
       VALUES ('Ayesha', 'ayesha@example.pk', 'Hello', 'A question', 'now') RETURNING id`,
    );
    expect(Number(rows[0].id)).toBeGreaterThan(before);
  });

  it('refuses a database that already holds data, and writes nothing', async () => {
    const users = await count('SELECT count(*) AS n FROM users');
    await expect(copySqliteToPostgres(file, target.url, options)).rejects.toThrow(
      'The PostgreSQL database is not empty',
    );
    expect(await count('SELECT count(*) AS n FROM users')).toBe(users);
  });
});
