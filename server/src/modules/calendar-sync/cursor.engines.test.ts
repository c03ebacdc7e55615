import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, run } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import {
  ADD_SLOT,
  cursorAfterFirstSlot,
  ids,
  interleave,
  NOW,
  openWriter,
  ownerBusiness,
  slotsOf,
  waitsFor,
} from '../../test/interleaved-writers';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';
import { logBounds, pullLog } from './repo';

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
    expect(seen.toSorted((a, b) => a - b)).toEqual([turns.t1Slot, turns.t2Slot]);
    if (engine === 'sqlite') {
      // The second writer waits for the one writer, so the pull between them sees neither.
      expect(turns.t2Waited).toBe(true);
      expect(turns.between).toMatchObject({ reset: false, changes: [], cursor: since });
    } else {
      // Writers of one calendar run at once and note their changes as they commit, under the
      // lock on the business's row (0037): T2's, committed first, is read between, and T1's,
      // noted after it with a later id, on the pull after.
      expect(turns.t2Waited).toBe(false);
      expect(ids(slotsOf(turns.between))).toEqual([turns.t2Slot]);
      expect(ids(slotsOf(turns.after))).toEqual([turns.t1Slot]);
    }
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
    // The log's trigger as it would be without the lock on the business's row, and noting
    // each change as it is made: a plain global identity, taken at the change and committed
    // in whatever order transactions run.
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
      await admin.query(`DROP TRIGGER calendar_slot_changed ON slots;
        CREATE TRIGGER calendar_slot_changed AFTER INSERT OR UPDATE OR DELETE ON slots
        FOR EACH ROW EXECUTE FUNCTION calendar_change_noted('slot')`);
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
