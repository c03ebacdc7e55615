// The two halves of each migration agree in what engines.test.ts does not see: each table's
// CHECK constraints, each column's DEFAULT, each unique key (by its columns, SQLite's inline
// UNIQUE too) and each table's triggers, on every table both engines have (docs/architecture.md#10-two-engines). Where the engines cannot say a thing alike, the
// difference is written below with why; any other difference fails, and so does a written one
// that is no longer there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/engines';
import { postgresSchemaParts, sqliteSchemaParts, sqlWords } from '../test/schema-parts';
import { all, run } from './engine';
import type { SqliteDatabase } from './sqlite-engine';

/** What only one engine has, in the lines of test/schema-parts.ts, and why. */
const ACCEPTED_DIFFERENCES: { sqlite: string[]; postgres: string[]; why: string }[] = [
  {
    sqlite: ['check packages: json_valid features'],
    postgres: ['check packages: features is not null'],
    why: 'PostgreSQL has no json_valid: a text that is not JSON fails the cast to json',
  },
  {
    sqlite: ["check business_workers: json_valid features and json_type features = 'array'"],
    postgres: ["check business_workers: json_typeof features = 'array'"],
    why: 'a hall’s features are a JSON list: json_typeof of the cast says so on PostgreSQL',
  },
  {
    sqlite: [
      "check payments: typeof amount = 'integer' and amount > 0",
      "check transfers: typeof amount = 'integer' and amount > 0",
      "check payment_checkouts: typeof amount_paisa = 'integer' and amount_paisa > 0",
    ],
    postgres: [
      'check payments: amount > 0',
      'check transfers: amount > 0',
      'check payment_checkouts: amount_paisa > 0',
    ],
    why: 'whole rupees: SQLite stores any type in any column, PostgreSQL’s bigint holds no other',
  },
  {
    sqlite: [
      'check wedding_plan_items: due_on is not null + before_booking_id is not null + after_booking_id is not null = 1',
    ],
    postgres: [
      'check wedding_plan_items: num_nonnulls due_on, before_booking_id, after_booking_id = 1',
    ],
    why: 'one anchor of three: PostgreSQL does not add booleans, num_nonnulls counts them',
  },
  {
    sqlite: ['unique users: email', 'unique users: username'],
    postgres: ['unique users: lower email', 'unique users: lower username'],
    why: 'names and e-mails ignore case: SQLite’s columns are COLLATE NOCASE, PostgreSQL’s unique indexes are on lower()',
  },
  {
    sqlite: ["default calendar_changes.changed_at = strftime '%y-%m-%dt%h:%m:%fz', 'now'"],
    postgres: [
      "default calendar_changes.changed_at = to_char now at time zone 'utc', 'yyyy-mm-ddthh24:mi:ss.msz'",
    ],
    why: 'the same moment in the same ISO text with milliseconds, by each engine’s clock function',
  },
  {
    sqlite: [
      'trigger bookings: bookings_no_overlap_insert',
      'trigger bookings: bookings_no_overlap_update',
      'trigger slots: slots_no_overlap_insert',
      'trigger slots: slots_no_overlap_move',
      'trigger slots: slots_no_overlap_update',
    ],
    postgres: ['trigger bookings: booking_hold_kept', 'trigger slots: slot_holds_moved'],
    why: 'a hall’s time: SQLite’s writers take turns, so triggers raise resource_double_booked and slot_overlap; PostgreSQL’s do not, so those are exclusion constraints of the same names, over booking_holds that these triggers keep',
  },
  {
    sqlite: [
      'trigger bookings: calendar_booking_deleted',
      'trigger bookings: calendar_booking_inserted',
      'trigger bookings: calendar_booking_updated',
      'trigger business_workers: calendar_worker_deleted',
      'trigger business_workers: calendar_worker_inserted',
      'trigger business_workers: calendar_worker_updated',
      'trigger slots: calendar_slot_deleted',
      'trigger slots: calendar_slot_inserted',
      'trigger slots: calendar_slot_updated',
    ],
    postgres: [
      'trigger bookings: calendar_booking_changed',
      'trigger business_workers: calendar_worker_changed',
      'trigger slots: calendar_slot_changed',
    ],
    why: 'the calendar’s change log: one PL/pgSQL trigger a table for insert, update and delete, which locks the business’s row before the change takes its id',
  },
  {
    sqlite: [
      'trigger businesses: businesses_fts_delete',
      'trigger businesses: businesses_fts_insert',
      'trigger businesses: businesses_fts_update',
    ],
    postgres: [
      'trigger businesses: business_search_insert',
      'trigger businesses: business_search_update',
    ],
    why: 'the search: SQLite’s FTS5 table; PostgreSQL’s tsvector in business_search (a business is never deleted, only marked so)',
  },
  {
    sqlite: [
      'trigger business_services: businesses_fts_service_delete',
      'trigger business_services: businesses_fts_service_insert',
      'trigger packages: businesses_fts_package_delete',
      'trigger packages: businesses_fts_package_insert',
      'trigger packages: businesses_fts_package_update',
    ],
    postgres: [
      'trigger business_services: business_search_service_delete',
      'trigger business_services: business_search_service_insert',
      'trigger packages: business_search_package_delete',
      'trigger packages: business_search_package_insert',
      'trigger packages: business_search_package_update',
      'trigger business_services: search_version_service_delete',
      'trigger business_services: search_version_service_insert',
    ],
    why: 'what a vendor offers, in its search row: SQLite writes the FTS5 row again for each service or package row; PostgreSQL’s statement triggers write business_search once for all the vendors a statement touched, and its update trigger, which reads the rows, cannot name package_name (it compares the names itself); SQLite’s service triggers bump search_meta themselves, PostgreSQL bumps search_versions in triggers of their own',
  },
];

describe('checks, defaults, unique keys and triggers on both engines', () => {
  let sqlite: TestDatabase;
  let postgres: TestDatabase;
  let tables: string[];
  const partsOf = async () => ({
    sqlite: sqliteSchemaParts((sqlite.database as SqliteDatabase).connection, tables),
    postgres: await postgresSchemaParts(postgres.database, tables),
  });
  const differences = (parts: { sqlite: string[]; postgres: string[] }) => ({
    sqlite: parts.sqlite.filter((line) => !parts.postgres.includes(line)).sort(),
    postgres: parts.postgres.filter((line) => !parts.sqlite.includes(line)).sort(),
  });

  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([
      openTestDatabase('sqlite'),
      openTestDatabase('postgres'),
    ]);
    const onSqlite = new Set(
      (
        (sqlite.database as SqliteDatabase).connection
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
          .all() as { name: string }[]
      ).map((table) => table.name),
    );
    const onPostgres = await postgres.database.read(
      all<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
      ),
    );
    tables = onPostgres.map((table) => table.name).filter((name) => onSqlite.has(name));
  });
  afterAll(() => Promise.all([sqlite.close(), postgres.close()]));

  it('reduces each engine’s way of writing a condition to the same words', () => {
    const pairs = [
      [
        'rating BETWEEN 0 AND 5',
        '((rating >= (0)::double precision) AND (rating <= (5)::double precision))',
      ],
      ['length(body) BETWEEN 1 AND 5000', '((length(body) >= 1) AND (length(body) <= 5000))'],
      [
        "kind IN ('advance', 'balance')",
        "((kind = ANY (ARRAY['advance'::text, 'balance'::text])))",
      ],
      ["date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'", "((date ~ '^[0-9]{4}-[0-9]{2}$'::text))"],
      ["''", "''::text"],
    ];
    expect(pairs.map(([one, other]) => sqlWords(one) === sqlWords(other))).toEqual(
      pairs.map(() => true),
    );
    expect(sqlWords('amount > 0')).not.toBe(sqlWords('amount >= 0'));
  });

  it('differs between the engines only where a reason is written for it', async () => {
    const parts = await partsOf();
    for (const kind of ['check', 'default', 'unique', 'trigger']) {
      expect(parts.sqlite.filter((line) => line.startsWith(kind)).length).toBeGreaterThan(5);
    }
    expect(differences(parts)).toEqual({
      sqlite: ACCEPTED_DIFFERENCES.flatMap((accepted) => accepted.sqlite).sort(),
      postgres: ACCEPTED_DIFFERENCES.flatMap((accepted) => accepted.postgres).sort(),
    });
  });

  it('sees a check or unique key added, a default changed or a trigger dropped on one engine', async () => {
    const before = differences(await partsOf());
    const change = [
      'ALTER TABLE reviews ADD CONSTRAINT reviews_comment_short CHECK (length(comment) <= 2000)',
      'ALTER TABLE packages ALTER COLUMN duration_hours SET DEFAULT 8',
      'DROP TRIGGER business_distances_update ON businesses',
      'CREATE UNIQUE INDEX reviews_one_a_name ON reviews (business_id, reviewer_name)',
    ];
    for (const statement of change) await postgres.database.read(run(statement));
    const after = differences(await partsOf());
    expect({
      sqlite: after.sqlite.filter((line) => !before.sqlite.includes(line)),
      postgres: after.postgres.filter((line) => !before.postgres.includes(line)),
    }).toEqual({
      sqlite: [
        'default packages.duration_hours = 6',
        'trigger businesses: business_distances_update',
      ],
      postgres: [
        'check reviews: length comment <= 2000',
        'default packages.duration_hours = 8',
        'unique reviews: business_id, reviewer_name',
      ],
    });
  });
});
