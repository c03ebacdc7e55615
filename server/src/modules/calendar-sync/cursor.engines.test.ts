// The delta pull's cursor skips no change (docs/architecture.md#10-two-engines,
// docs/architecture.md#4-offline-model): two transactions change one business's calendar,
// interleaved on purpose on connections of their own, while a device pulls past its cursor in
// between. T1 notes its change first (the lower id) and holds its transaction open; T2 then
// changes the same calendar. Without a lock (the counter-example on PostgreSQL) T2 commits
// first, the pull sees its higher id, and T1's change, committed after, is never read. With the
// log's lock (PostgreSQL) or SQLite's one writer, T2 waits for T1, and the next pull reads both.
// Beside it: PostgreSQL's triggers note every slot, booking and hall change as SQLite's do.
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Engine, get, run } from '../../db/engine';
import { positional } from '../../db/postgres-engine';
import type { SqliteDatabase } from '../../db/sqlite-engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';
import { type ChangeRow, type LogRead, logBounds, pullLog } from './repo';

const NOW = '2026-01-01T00:00:00.000Z';
const ADD_SLOT = `INSERT INTO slots (business_id, slot_name, date, start_time, end_time,
    created_at, modified_at)
  VALUES (@business, @name, '2027-01-10', '10:00', '12:00', @now, @now) RETURNING id`;

/** A transaction on a connection of its own, driven a statement at a time by the test. */
interface Writer {
  /** Resolves once the transaction may write (on SQLite: once it holds the one write lock). */
  begin(): Promise<void>;
  /** Adds a slot of `business`; resolves with its id once the statement (and its trigger) ran. */
  addSlot(business: number, name: string): Promise<number>;
  commit(): Promise<void>;
  /** Whether the writer is waiting for another transaction's lock now. */
  waiting(): Promise<boolean>;
  close(): Promise<void>;
}

async function postgresWriter(url: string): Promise<Writer> {
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

function sqliteWriter(file: string): Writer {
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

function openWriter(engine: Engine, test: TestDatabase): Promise<Writer> {
  if (engine === 'postgres') return postgresWriter(test.url!);
  return Promise.resolve(sqliteWriter((test.database as SqliteDatabase).connection.name));
}

/** Whether `write` of `writer` is held up by another transaction: true once the writer is
 * seen waiting for a lock, false once the write is through. */
async function waitsFor(writer: Writer, write: Promise<unknown>): Promise<boolean> {
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

const slotsOf = (read: LogRead) =>
  read.reset ? [] : read.changes.filter((change) => change.entity === 'slot');
const ids = (changes: ChangeRow[]) => changes.map((change) => change.entity_id);

interface Interleaving {
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
async function interleave(
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

async function ownerBusiness(database: Database) {
  return database.transaction(function* () {
    const owner = yield* userRow('Owner', true);
    return (yield* businessRow(owner, 1500)).business;
  });
}

/** A first change, so the device has a cursor the log can follow. */
async function cursorAfterFirstSlot(test: TestDatabase, business: number) {
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

describe.each(ENGINES)('the delta cursor on %s', (engine) => {
  let test: TestDatabase;
  let business: number;
  let since: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    business = await ownerBusiness(test.database);
    since = await cursorAfterFirstSlot(test, business);
  });
  afterAll(() => test.close());

  it('reads a change committed after a later one was written, on the next pull', async () => {
    const turns = await interleave(engine, test, business, since);

    expect(turns.t1Slot).toBeLessThan(turns.t2Slot);
    // Both changes reach the device, T1's too.
    const seen = [...ids(slotsOf(turns.between)), ...ids(slotsOf(turns.after))];
    expect(seen).toEqual([turns.t1Slot, turns.t2Slot]);
    // The second writer of one calendar waits for the first (PostgreSQL: the lock on the
    // business's row; SQLite: the one writer), so the pull between them sees neither.
    expect(turns.t2Waited).toBe(true);
    expect(turns.between).toMatchObject({ reset: false, changes: [], cursor: since });
    expect(turns.after.cursor).toBeGreaterThan(since);
  });

  it('lets many transactions on one calendar all commit in turn, a device pulling throughout reading every change', async () => {
    const writes = 40;
    const added: number[] = [];
    let cursor = (await test.database.read(logBounds())).last ?? since;
    let done = false;
    const writers = Promise.all(
      Array.from({ length: writes }, (_, index) =>
        test.database
          .transaction(function* () {
            const row = yield* get<{ id: number }>(ADD_SLOT, {
              business,
              name: `Burst ${index}`,
              now: NOW,
            });
            return row!.id;
          })
          .then((id) => added.push(id)),
      ),
    ).finally(() => {
      done = true;
    });
    const seen: number[] = [];
    for (;;) {
      const finished = done;
      const read = await test.database.read(pullLog(business, cursor, 100));
      seen.push(...ids(slotsOf(read)));
      cursor = read.cursor;
      if (finished && read.reset === false && read.changes.length === 0) break;
    }
    await writers;
    expect([...seen].sort((a, b) => a - b)).toEqual([...added].sort((a, b) => a - b));
  });

  it('notes every slot, booking and hall change in the log, under its business', async () => {
    const owner = await test.database.transaction(() => userRow('Other owner', true));
    const customer = await test.database.transaction(() => userRow('Ayesha'));
    const place = await test.database.transaction(() => businessRow(owner, 900));
    const start = (await test.database.read(logBounds())).last ?? 0;
    const made = await test.database.transaction(function* () {
      const at = { business: place.business, now: NOW };
      const hall = (yield* get<{ id: number }>(
        `INSERT INTO business_workers (business_id, name, worker_role, created_at, modified_at)
         VALUES (@business, 'Hall A', 'hall', @now, @now) RETURNING id`,
        at,
      ))!.id;
      yield* run(`UPDATE business_workers SET name = 'Hall B' WHERE id = @hall`, { hall });
      const booking = yield* bookingRow(place, customer, 'pending');
      const { slot_id: slot } = (yield* get<{ slot_id: number }>(
        'SELECT slot_id FROM bookings WHERE id = @booking',
        { booking },
      ))!;
      yield* run(`UPDATE bookings SET status = 'verified' WHERE id = @booking`, { booking });
      yield* run('DELETE FROM bookings WHERE id = @booking', { booking });
      yield* run('UPDATE slots SET is_deleted = 1 WHERE id = @slot', { slot });
      yield* run('DELETE FROM slots WHERE id = @slot', { slot });
      yield* run('DELETE FROM business_workers WHERE id = @hall', { hall });
      return { hall, booking, slot };
    });

    const read = await test.database.read(pullLog(place.business, start, 100));
    expect(read.reset).toBe(false);
    const noted = read.reset ? [] : read.changes.map((c) => `${c.entity} ${c.entity_id}`);
    const hall = `worker ${made.hall}`;
    const slot = `slot ${made.slot}`;
    const booking = `booking ${made.booking}`;
    expect(noted).toEqual([hall, hall, slot, booking, booking, booking, slot, slot, hall]);
    // Another business's pull reads none of them.
    const elsewhere = await test.database.read(pullLog(business, start, 100));
    expect(slotsOf(elsewhere)).toEqual([]);
  });

  it('notes the slots a deleted business takes with it', async () => {
    const gone = await ownerBusiness(test.database);
    const start = (await test.database.read(logBounds())).last ?? 0;
    const slot = await test.database.transaction(function* () {
      const row = yield* get<{ id: number }>(ADD_SLOT, { business: gone, name: 'Gone', now: NOW });
      yield* run('DELETE FROM businesses WHERE id = @gone', { gone });
      return row!.id;
    });
    const read = await test.database.read(pullLog(gone, start, 100));
    expect(ids(slotsOf(read))).toEqual([slot, slot]);
  });

  it("does not make one business's writers wait for another's", async () => {
    const other = await ownerBusiness(test.database);
    const t1 = await openWriter(engine, test);
    const t2 = await openWriter(engine, test);
    try {
      await t1.begin();
      await t1.addSlot(business, 'Held open');
      const otherWrite = t2.begin().then(() => t2.addSlot(other, 'Another calendar'));
      const waited = await waitsFor(t2, otherWrite);
      // SQLite has one writer for the whole file; PostgreSQL locks one business's row only.
      expect(waited).toBe(engine === 'sqlite');
      await t1.commit();
      await otherWrite;
      await t2.commit();
    } finally {
      await t1.close();
      await t2.close();
    }
  });
});

describe('the delta cursor on postgres without the lock (the counter-example)', () => {
  let test: TestDatabase;
  let business: number;
  let since: number;

  beforeAll(async () => {
    test = await openTestDatabase('postgres');
    // The log's trigger as it would be without the lock on the business's row: a plain
    // global identity, taken and committed in whatever order transactions run.
    const admin = new pg.Client(test.url);
    await admin.connect();
    try {
      await admin.query(`CREATE OR REPLACE FUNCTION calendar_change_noted() RETURNS trigger
        LANGUAGE plpgsql AS $$
        DECLARE changed record;
        BEGIN
          IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
          INSERT INTO calendar_changes (business_id, entity, entity_id)
          VALUES (changed.business_id, TG_ARGV[0], changed.id);
          RETURN NULL;
        END; $$`);
    } finally {
      await admin.end();
    }
    business = await ownerBusiness(test.database);
    since = await cursorAfterFirstSlot(test, business);
  });
  afterAll(() => test.close());

  it('loses the change committed late for ever with a plain `id > cursor`', async () => {
    const turns = await interleave('postgres', test, business, since);

    expect(turns.t1Slot).toBeLessThan(turns.t2Slot);
    expect(turns.t2Waited).toBe(false);
    // The pull between saw T2's change, and its cursor moved past T1's uncommitted id…
    expect(ids(slotsOf(turns.between))).toEqual([turns.t2Slot]);
    // …so the pull after T1's commit reads nothing, and no later pull will read T1's change.
    expect(ids(slotsOf(turns.after))).toEqual([]);
    const seen = [...ids(slotsOf(turns.between)), ...ids(slotsOf(turns.after))];
    expect(seen).not.toContain(turns.t1Slot);
    const later = await test.database.read(pullLog(business, turns.after.cursor, 100));
    expect(ids(slotsOf(later))).not.toContain(turns.t1Slot);
  });
});
