import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { testSlot } from '../test-slot';
import { deleteSlot, deleteSlotKind } from './delete-slot';

registerOutboxKinds([deleteSlotKind]);

let db: BaraatDb;
const slot = testSlot(9, { date: '2026-12-02', is_blocked: true, is_available: false });
const refused =
  'This slot has an accepted booking and cannot be deleted. Cancel the booking first.';

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.calendarSlots.clear(), db.calendarBookings.clear()]);
  await db.calendarSlots.put({ ...slot, owner_id: 5 });
});

describe('deleting a slot on the device', () => {
  it('takes it off the calendar at once and lets the server’s answer settle it', async () => {
    await deleteSlot(5, 9);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'slot.delete', method: 'DELETE', path: 'slots/9', ref: 9 });
    expect(await db.calendarSlots.get(9)).toBeUndefined();
    // A pull brought the slot back before the DELETE got through: the answer removes it.
    await db.calendarSlots.put({ ...slot, owner_id: 5 });
    await drainOutbox(
      oneByOne(async () => ({
        status: 200,
        body: { slot_id: 9, deleted: true, declined_requests: 1 },
      })),
    );
    expect(await db.calendarSlots.get(9)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused delete as a conflict with the server’s text, and Discard restores it', async () => {
    await deleteSlot(5, 9);
    await drainOutbox(oneByOne(async () => ({ status: 409, body: { detail: refused } })));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'conflict', last_error: refused });
    await discardEntry(entry!.id);
    const back = await db.calendarSlots.get(9);
    expect(back).toMatchObject({ is_blocked: true, owner_id: 5 });
    expect(back?.pending).toBeUndefined();
  });

  it('does not put back an old copy over the one a pull brought meanwhile', async () => {
    await deleteSlot(5, 9);
    await drainOutbox(oneByOne(async () => ({ status: 409, body: { detail: refused } })));
    await db.calendarSlots.put({ ...slot, is_reserved: true, is_blocked: false, owner_id: 5 });
    const [entry] = await db.outbox.toArray();
    await discardEntry(entry!.id);
    expect(await db.calendarSlots.get(9)).toMatchObject({ is_reserved: true, is_blocked: false });
  });
});
