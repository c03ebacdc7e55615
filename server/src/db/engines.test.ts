// The two engines' pieces that need no server (docs/architecture.md#10-two-engines): named
// parameters on PostgreSQL, and one migration sequence whose PostgreSQL half matches SQLite's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../paths';
import { openTestDatabase, type TestDatabase } from '../test/engines';
import type { Db } from './connection';
import { all, run } from './engine';
import { runPostgresMigrations } from './migrate-postgres';
import { positional } from './postgres-engine';
import type { SqliteDatabase } from './sqlite-engine';

const root = findRepoRoot();
const sqliteMigrations = path.join(root, 'sqlite', 'migrations');
const postgresMigrations = path.join(root, 'postgres', 'migrations');

/**
 * PostgreSQL's own tables, with no SQLite twin: the search's tsvector and trigram words
 * (postgres/migrations/0005), in place of SQLite's FTS5 table and its shadow tables. SQLite's
 * own (businesses_fts and its shadows, search_meta) are not compared either: only
 * PostgreSQL's tables are.
 */
const POSTGRES_ONLY = new Set(['business_search', 'business_search_words']);

describe('named parameters on PostgreSQL', () => {
  it('numbers each name once, however often it is used', () => {
    expect(positional('SELECT @a, @b, @a WHERE x @> y')).toEqual({
      text: 'SELECT $1, $2, $1 WHERE x @> y',
      names: ['a', 'b'],
    });
  });
});

describe('one migration sequence, two engines', () => {
  let sqlite: TestDatabase;
  let postgres: TestDatabase;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([
      openTestDatabase('sqlite'),
      openTestDatabase('postgres'),
    ]);
  });
  afterAll(() => Promise.all([sqlite.close(), postgres.close()]));

  it('gives every PostgreSQL migration the name of its SQLite twin', () => {
    const sqliteNames = new Set(readdirSync(sqliteMigrations));
    const postgresNames = readdirSync(postgresMigrations).filter((name) => name.endsWith('.sql'));
    expect(postgresNames.length).toBeGreaterThan(0);
    expect(postgresNames.filter((name) => !sqliteNames.has(name))).toEqual([]);
  });

  it('makes each table PostgreSQL has with the columns SQLite gives it', async () => {
    const tables = await postgres.database.read(
      all<{ table_name: string; columns: string }>(
        `SELECT table_name, string_agg(column_name, ',' ORDER BY column_name COLLATE "C") AS columns
         FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
         GROUP BY table_name ORDER BY table_name`,
      ),
    );
    expect(tables.map((table) => table.table_name)).toContain('payments');
    const db: Db = (sqlite.database as SqliteDatabase).connection;
    for (const table of tables) {
      if (POSTGRES_ONLY.has(table.table_name)) {
        expect({
          table: table.table_name,
          sqlite: db.pragma(`table_info(${table.table_name})`),
        }).toEqual({ table: table.table_name, sqlite: [] });
        continue;
      }
      const columns = (
        db.pragma(`table_info(${JSON.stringify(table.table_name)})`) as {
          name: string;
        }[]
      )
        .map((column) => column.name)
        .sort()
        .join(',');
      expect({ table: table.table_name, columns: table.columns }).toEqual({
        table: table.table_name,
        columns,
      });
    }
  });

  it('runs each migration once, and refuses a database with one it does not know', async () => {
    const url = postgres.url!;
    expect(await runPostgresMigrations(url, postgresMigrations)).toEqual([]);
    await postgres.database.read(
      run(
        `INSERT INTO schema_migrations (version, name, applied_at)
         VALUES (9999, '9999_from_the_future.sql', 'now')`,
      ),
    );
    await expect(runPostgresMigrations(url, postgresMigrations)).rejects.toThrow(
      'Database has migration 9999_from_the_future.sql that this code does not know',
    );
  });
});
