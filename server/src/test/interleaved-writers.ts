// Two writers of one business's calendar, each a transaction on a connection of its own, driven
// a statement at a time, and a device pulling the change log between them
// (docs/architecture.md#10-two-engines): what calendar-sync's cursor tests interleave.
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import type { Database, Engine } from '../db/engine';
import { positional } from '../db/postgres-engine';
import type { SqliteDatabase } from '../db/sqlite-engine';
import { type ChangeRow, type LogRead, pullLog } from '../modules/calendar-sync/repo';
import type { TestDatabase } from './engines';
import { businessRow, userRow } from './ledger-rows';

export const NOW = '2026-01-01T00:00:00.000Z';
export const ADD_SLOT = `INSERT INTO slots (business_id, slot_name, date, start_time, end_time,
    created_at, modified_at)
  VALUES (@business, @name, '2027-01-10', '10:00', '12:00', @now, @now) RETURNING id`;

/** A transaction on a connection of its own, driven a statement at a time by the test. */
export interface Writer {
  /** Resolves once the transaction may write (on SQLite: once it holds the one write lock). */
  begin(): Promise<void>;
  /** Adds a slot of `business`; resolves with its id once the statement (and its trigger) ran. */
  addSlot(business: number, name: string): Promise<number>;
  commit(): Promise<void>;
  /** Whether the writer is waiting for another transaction's lock now. */
  waiting(): Promise<boolean>;
  close(): Promise<void>;
}

export async function postgresWriter(url: string): Promise<Writer> {
  const client = new pg.Client(url);
  await client.connect();
  // Asks PostgreSQL whether `client` waits on a lock (its own connection is busy waiting).
  const watcher = new pg.Client(url);
  await watcher.connect();
  const insert = positional(ADD_SLOT);
  return {
    begin: async () => {
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
    },
    addSlot: async (business, name) => {
      const params: Record<string, unknown> = { business, name, now: NOW };
      const result = await client.query<{ id: string }>(
        insert.text,
        insert.names.map((key) => params[key]),
      );
      return Number(result.rows[0]!.id);
    },
    commit: async () => {
      await client.query('COMMIT');
    },
    waiting: async () => {
      const result = await watcher.query<{ blocked: boolean }>(
        'SELECT cardinality(pg_blocking_pids($1)) > 0 AS blocked',
        [(client as unknown as { processID: number }).processID],
      );
      return result.rows[0]!.blocked;
    },
    close: async () => {
      await client.end();
      await watcher.end();
    },
  };
}

export function sqliteWriter(file: string): Writer {
  const db = new Sqlite(file);
  // No busy wait inside better-sqlite3 (it would block the event loop): BEGIN IMMEDIATE is
  // tried again every few milliseconds until the other writer has committed.
  db.pragma('busy_timeout = 0');
  db.pragma('foreign_keys = ON');
  let busy = false;
  return {
    begin: async () => {
      for (;;) {
        try {
          db.exec('BEGIN IMMEDIATE');
          busy = false;
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
          busy = true;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    },
    addSlot: async (business, name) =>
      (db.prepare(ADD_SLOT).get({ business, name, now: NOW }) as { id: number }).id,
    commit: async () => {
      db.exec('COMMIT');
    },
    waiting: async () => busy,
    close: async () => {
      db.close();
    },
  };
}

export function openWriter(engine: Engine, test: TestDatabase): Promise<Writer> {
  if (engine === 'postgres') return postgresWriter(test.url!);
  return Promise.resolve(sqliteWriter((test.database as SqliteDatabase).connection.name));
}

/** Whether `write` of `writer` is held up by another transaction: true once the writer is
 * seen waiting for a lock, false once the write is through. */
export async function waitsFor(writer: Writer, write: Promise<unknown>): Promise<boolean> {
  let through = false;
  void write.then(() => {
    through = true;
  });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (through) return false;
    if (await writer.waiting()) return true;
  }
}

export const slotsOf = (read: LogRead) =>
  read.reset ? [] : read.changes.filter((change) => change.entity === 'slot');
export const ids = (changes: ChangeRow[]) => changes.map((change) => change.entity_id);

export interface Interleaving {
  t1Slot: number;
  t2Slot: number;
  /** Whether T2's write was still waiting when the device pulled in between. */
  t2Waited: boolean;
  between: LogRead;
  after: LogRead;
}

/**
 * T1 begins and adds a slot of `business` (its change takes the lower id), not committing; T2
 * begins and adds one too, and commits as soon as its write is through; the device pulls past
 * `since`; T1 commits (then T2, if it had to wait); the device pulls again past the cursor the
 * first pull gave it.
 */
export async function interleave(
  engine: Engine,
  test: TestDatabase,
  business: number,
  since: number,
): Promise<Interleaving> {
  const t1 = await openWriter(engine, test);
  const t2 = await openWriter(engine, test);
  const pull = (cursor: number) => test.database.read(pullLog(business, cursor, 100));
  try {
    await t1.begin();
    const t1Slot = await t1.addSlot(business, 'T1, committed last');
    const t2Write = t2.begin().then(() => t2.addSlot(business, 'T2, committed first'));
    const t2Waited = await waitsFor(t2, t2Write);
    if (!t2Waited) await t2.commit();
    const between = await pull(since);
    await t1.commit();
    const t2Slot = await t2Write;
    if (t2Waited) await t2.commit();
    const after = await pull(between.cursor);
    return { t1Slot, t2Slot, t2Waited, between, after };
  } finally {
    await t1.close();
    await t2.close();
  }
}

export async function ownerBusiness(database: Database) {
  return database.transaction(function* () {
    const owner = yield* userRow('Owner', true);
    return (yield* businessRow(owner, 1500)).business;
  });
}

/** A first change, so the device has a cursor the log can follow. */
export async function cursorAfterFirstSlot(test: TestDatabase, business: number) {
  const first = await openWriter(test.database.engine, test);
  try {
    await first.begin();
    await first.addSlot(business, 'Already on the device');
    await first.commit();
  } finally {
    await first.close();
  }
  const read = await test.database.read(pullLog(business, undefined, 100));
  expect(read.reset).toBe(true);
  return read.cursor;
}
