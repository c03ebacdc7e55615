import { i18n } from './i18n';
import 'fake-indexeddb/auto';
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database, keepCopy, type SavedCard } from './db';
import { enqueue } from './outbox-queue';
import { pruneCaches } from './storage-quota';
import { CHANGE_NOT_SAVED, storeAnswering, storeChange } from './store-change';
import { testKind } from './test-kinds';
import { useToastStore } from './toasts';

let db: BaraatDb;
const TODAY = '2026-11-23';

const slot = (slot_id: number, date: string, pending?: string) =>
  ({ slot_id, date, owner_id: 5, pending }) as unknown as OwnerSlot & { owner_id: number };

/** A write that the browser refuses for lack of space the first `times` times it runs. */
function fullStorage(times: number, write: () => Promise<unknown>) {
  let refused = 0;
  return async () => {
    if (refused < times) {
      refused += 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return write();
  };
}

const block = testKind('slot.block');
const queue = (path: string) =>
  enqueue(db, block, { owner_id: 5, aggregate: 'calendar:5', method: 'PATCH', path });

beforeEach(async () => {
  db = await database();
  await Promise.all(db.tables.map((table) => table.clear()));
  useToastStore.setState({ toasts: [] });
  await db.myBookings.bulkPut(
    [1, 2, 3, 4].map((n) => ({ booking_id: n, user_id: 9, booking: {}, saved_at: n })),
  );
  await db.vendorCards.bulkPut(
    [1, 2].map((n) => ({ business_id: n, saved_at: n * 10 }) as unknown as SavedCard),
  );
  await db.calendarSlots.bulkPut([
    slot(1, '2026-10-01'),
    slot(2, '2026-12-01'),
    slot(3, '2027-06-01'),
    slot(4, '2026-10-02', 'entry-1'),
  ]);
  await db.calendarBookings.put({ booking_id: 70, slot_id: 1, owner_id: 5 } as never);
  await db.transaction('rw', db.outbox, () => queue('slots/4/block'));
});

describe('a device whose storage is full', () => {
  it('prunes the oldest cached copies and the calendar outside its window, never the outbox', async () => {
    await pruneCaches(db, TODAY);
    expect(await db.myBookings.toCollection().primaryKeys()).toEqual([3, 4]);
    expect(await db.vendorCards.toCollection().primaryKeys()).toEqual([2]);
    // Slot 4 is outside the window but an unsent change still stands on it.
    expect(await db.calendarSlots.toCollection().primaryKeys()).toEqual([2, 4]);
    expect(await db.calendarBookings.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('stores an offline change after pruning when the first try hits the quota', async () => {
    const stored = await storeChange(
      db,
      [db.calendarSlots, db.outbox],
      fullStorage(1, async () => {
        await queue('slots/2/block');
        await db.calendarSlots.update(2, { is_blocked: true });
      }),
    );
    expect(stored).toBe(true);
    expect((await db.outbox.toArray()).map((entry) => entry.path).sort()).toEqual([
      'slots/2/block',
      'slots/4/block',
    ]);
    expect(await db.calendarSlots.get(2)).toMatchObject({ is_blocked: true });
    expect(await db.myBookings.count()).toBe(2);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('tells the user a change was not saved when even the pruned storage refuses it', async () => {
    const stored = await storeChange(
      db,
      [db.calendarSlots, db.outbox],
      fullStorage(2, () => queue('slots/2/block')),
    );
    expect(stored).toBe(false);
    expect(useToastStore.getState().toasts).toMatchObject([
      { type: 'error', message: i18n._(CHANGE_NOT_SAVED.storageFull), duration: 0 },
    ]);
    expect((await db.outbox.toArray()).map((entry) => entry.path)).toEqual(['slots/4/block']);
  });

  it('gives a form the reason its change was not saved, and its answer when it was', async () => {
    const refused = await storeAnswering(
      db,
      [db.calendarSlots, db.outbox],
      fullStorage(2, () => queue('slots/6/block')),
    );
    expect(refused).toEqual({ ok: false, reason: i18n._(CHANGE_NOT_SAVED.storageFull) });
    const saved = await storeAnswering(
      db,
      [db.calendarSlots, db.outbox],
      fullStorage(1, async () => {
        await queue('slots/7/block');
        return { ok: true };
      }),
    );
    expect(saved).toEqual({ ok: true });
    expect((await db.outbox.toArray()).map((entry) => entry.path)).toContain('slots/7/block');
    expect((await db.outbox.toArray()).map((entry) => entry.path)).not.toContain('slots/6/block');
  });

  it('keeps a copy of server data after pruning, and gives up quietly when still full', async () => {
    await keepCopy(
      fullStorage(1, () =>
        db.myBookings.put({ booking_id: 9, user_id: 9, booking: {}, saved_at: 9 }),
      ),
    );
    expect(await db.myBookings.get(9)).toBeDefined();
    await expect(
      keepCopy(
        fullStorage(2, () =>
          db.myBookings.put({ booking_id: 10, user_id: 9, booking: {}, saved_at: 10 }),
        ),
      ),
    ).resolves.toBeUndefined();
    expect(await db.myBookings.get(10)).toBeUndefined();
  });
});
