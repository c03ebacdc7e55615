// The two engines' pieces that need no server (docs/architecture.md#10-two-engines): named
// parameters on PostgreSQL, and one migration sequence whose PostgreSQL half matches SQLite's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTRAINT_REFUSALS } from '../http/constraint-errors';
import { findRepoRoot } from '../paths';
import { openTestDatabase, type TestDatabase } from '../test/engines';
import { sqlWords } from '../test/schema-parts';
import type { Db } from './connection';
import { all, run } from './engine';
import { runPostgresMigrations } from './migrate-postgres';
import { positional } from './postgres-engine';
import type { SqliteDatabase } from './sqlite-engine';

const root = findRepoRoot();
const sqliteMigrations = path.join(root, 'sqlite', 'migrations');
const postgresMigrations = path.join(root, 'postgres', 'migrations');

/**
 * Tables only PostgreSQL has, each holding in its own terms what SQLite holds another way (a
 * trigger, FTS5); nothing but their triggers writes them.
 */
const POSTGRES_ONLY_TABLES: Record<string, string> = {
  booking_holds: 'the hall and time each accepted booking holds, for 0013’s exclusion constraint',
  // In place of SQLite's FTS5 table and its shadow tables (0005); SQLite's own search tables
  // (businesses_fts and its shadows, search_meta) are not compared: only PostgreSQL's are.
  business_search:
    'the search’s weighted tsvector of words, spelling keys and type under GIN (0005, 0031)',
  business_search_words: 'the words of names and types under a pg_trgm index (0005, 0031)',
  search_versions:
    'the version the search’s cached counts hold for, as SQLite’s search_meta (0031)',
};

/** SQLite's declared types and PostgreSQL's, as the kinds of value a column holds. */
const KIND_OF_POSTGRES_TYPE: Record<string, string> = {
  bigint: 'integer',
  integer: 'integer',
  smallint: 'integer',
  text: 'text',
  'double precision': 'real',
};
const kindOfSqliteType = (type: string) =>
  /INT/i.test(type)
    ? 'integer'
    : /REAL|FLOA|DOUB/i.test(type)
      ? 'real'
      : /TEXT|CHAR/i.test(type)
        ? 'text'
        : type;

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

  it('gives every SQLite migration its PostgreSQL half, or a reason beside them for none', () => {
    const sqliteNames = readdirSync(sqliteMigrations).filter((name) => name.endsWith('.sql'));
    const postgresNames = new Set(readdirSync(postgresMigrations));
    // postgres/migrations/README.md lists each half left out as "- `NNNN_name.sql`: reason".
    const reasons = new Map(
      [
        ...readFileSync(path.join(postgresMigrations, 'README.md'), 'utf8').matchAll(
          /^- `(\d{4}_[a-z0-9_]+\.sql)`: (\S.*)$/gm,
        ),
      ].map(([, name, reason]) => [name!, reason!]),
    );
    expect(sqliteNames.filter((name) => !postgresNames.has(name))).toEqual([...reasons.keys()]);
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
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(Object.keys(POSTGRES_ONLY_TABLES)),
    );
    const db: Db = (sqlite.database as SqliteDatabase).connection;
    for (const table of tables) {
      if (table.table_name in POSTGRES_ONLY_TABLES) {
        // Only PostgreSQL has it: SQLite has no table of that name.
        expect({
          table: table.table_name,
          sqlite: db.pragma(`table_info(${JSON.stringify(table.table_name)})`),
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

  it('gives each column the same kind of type and nullability, and each table the same foreign keys', async () => {
    const db: Db = (sqlite.database as SqliteDatabase).connection;
    const columns = await postgres.database.read(
      all<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
        `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
         FROM information_schema.columns c JOIN information_schema.tables t
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
           AND c.table_name <> 'schema_migrations'
         ORDER BY c.table_name, c.column_name`,
      ),
    );
    const shared = columns.filter((column) => !(column.table_name in POSTGRES_ONLY_TABLES));
    const tables = [...new Set(shared.map((column) => column.table_name))];
    const sqliteColumns = new Map(
      tables.map((table) => [
        table,
        new Map(
          (
            db.pragma(`table_info(${JSON.stringify(table)})`) as {
              name: string;
              type: string;
              notnull: 0 | 1;
              pk: number;
            }[]
          ).map((column) => [column.name, column]),
        ),
      ]),
    );
    for (const column of shared) {
      const twin = sqliteColumns.get(column.table_name)!.get(column.column_name)!;
      expect({
        column: `${column.table_name}.${column.column_name}`,
        kind: KIND_OF_POSTGRES_TYPE[column.data_type] ?? column.data_type,
        nullable: column.is_nullable === 'YES',
      }).toEqual({
        column: `${column.table_name}.${column.column_name}`,
        kind: kindOfSqliteType(twin.type),
        // SQLite's INTEGER PRIMARY KEY is never null though it is not declared so.
        nullable: twin.notnull === 0 && twin.pk === 0,
      });
    }

    const keys = await postgres.database.read(
      all<{ child: string; columns: string; parent: string }>(
        `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
           string_agg(a.attname, ',' ORDER BY a.attnum) AS columns
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
         WHERE c.contype = 'f' GROUP BY c.oid, c.conrelid, c.confrelid`,
      ),
    );
    const postgresKeys = keys
      .filter((key) => !(key.child in POSTGRES_ONLY_TABLES))
      .map((key) => `${key.child}(${key.columns}) → ${key.parent}`)
      .sort();
    const sqliteKeys = tables
      .flatMap((table) =>
        (
          db.pragma(`foreign_key_list(${JSON.stringify(table)})`) as {
            id: number;
            from: string;
            table: string;
          }[]
        ).map((key) => `${table}(${key.from}) → ${key.table}`),
      )
      .sort();
    expect(postgresKeys).toEqual(sqliteKeys);
  });

  it('gives PostgreSQL each index SQLite has on the tables both have, alike in uniqueness and in a partial index’s condition', async () => {
    const db: Db = (sqlite.database as SqliteDatabase).connection;
    const indexes = await postgres.database.read(
      all<{ table_name: string; index_name: string; is_unique: boolean; predicate: string | null }>(
        `SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
           pg_get_expr(x.indpred, x.indrelid) AS predicate
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public'`,
      ),
    );
    const postgresTables = new Set(indexes.map((index) => index.table_name));
    const onPostgres = new Map(indexes.map((index) => [index.index_name, index]));
    const sqliteIndexes = (
      db
        .prepare(
          `SELECT tbl_name AS table_name, name AS index_name, sql FROM sqlite_master
           WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`,
        )
        .all() as { table_name: string; index_name: string; sql: string }[]
    ).filter((index) => postgresTables.has(index.table_name));
    expect(sqliteIndexes.length).toBeGreaterThan(10);
    // Partial ones among them, whose conditions are compared word for word.
    expect(sqliteIndexes.filter((index) => /\bWHERE\b/i.test(index.sql)).length).toBeGreaterThan(5);
    for (const index of sqliteIndexes) {
      const twin = onPostgres.get(index.index_name);
      expect({
        index: index.index_name,
        table: twin?.table_name,
        unique: twin?.is_unique,
        predicate: sqlWords(twin?.predicate),
      }).toEqual({
        index: index.index_name,
        table: index.table_name,
        unique: /^CREATE UNIQUE/i.test(index.sql),
        predicate: sqlWords(/\bWHERE\b([\s\S]*?);?$/i.exec(index.sql)?.[1]),
      });
    }
  });

  it('keeps every guard the refusals table names on both engines, and names no other', async () => {
    const db: Db = (sqlite.database as SqliteDatabase).connection;
    // SQLite: a unique index of that name, or a trigger that raises it.
    const sqliteSchema = db
      .prepare(`SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger')`)
      .all() as { type: string; name: string; sql: string | null }[];
    const raised = new Set(
      sqliteSchema.flatMap((entry) =>
        [...(entry.sql ?? '').matchAll(/RAISE\(ABORT, '([a-z_]+)'\)/g)].map(([, name]) => name!),
      ),
    );
    const onSqlite = (name: string) =>
      raised.has(name) ||
      sqliteSchema.some(
        (entry) =>
          entry.type === 'index' && entry.name === name && /^CREATE UNIQUE/i.test(entry.sql ?? ''),
      );
    // PostgreSQL: a constraint or a unique index of that name, or a function that raises it.
    const postgresGuards = await postgres.database.read(
      all<{ name: string }>(
        `SELECT conname AS name FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
           WHERE n.nspname = 'public'
         UNION SELECT i.relname FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
           JOIN pg_namespace n ON n.oid = i.relnamespace WHERE n.nspname = 'public' AND x.indisunique
         UNION SELECT m[1] FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace,
           regexp_matches(p.prosrc, 'RAISE EXCEPTION ''([a-z_]+)''', 'g') AS m
           WHERE n.nspname = 'public'`,
      ),
    );
    const onPostgres = new Set(postgresGuards.map((guard) => guard.name));
    const named = Object.keys(CONSTRAINT_REFUSALS).sort();
    expect(named.map((name) => [name, onSqlite(name), onPostgres.has(name)])).toEqual(
      named.map((name) => [name, true, true]),
    );
    // A trigger that raises a name the table does not know would answer 500.
    expect([...raised].filter((name) => !named.includes(name))).toEqual([]);
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
