import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { testSlot } from '../test-slot';
import { blockSlotKind, setSlotBlocked, unblockSlotKind } from './block-slot';

registerOutboxKinds([blockSlotKind, unblockSlotKind]);

let db: BaraatDb;
const slot = testSlot(7, {
  date: '2026-12-01',
  start_time: '09:00',
  end_time: '13:00',
  slot_name: '09:00 - 13:00',
});

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.calendarSlots.clear()]);
  await db.calendarSlots.put({ ...slot, owner_id: 5 });
});

describe('blocking a slot on the device', () => {
  it('blocks at once and queues the call, which the server’s answer then settles', async () => {
    await setSlotBlocked(5, slot, true);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'slot.block', method: 'PATCH', path: 'slots/7/block' });
    expect(await db.calendarSlots.get(7)).toMatchObject({ is_blocked: true, pending: entry!.id });
    await drainOutbox(
      oneByOne(async () => ({
        status: 200,
        body: { ...slot, is_blocked: true, is_available: false },
      })),
    );
    const settled = await db.calendarSlots.get(7);
    expect(settled).toMatchObject({ is_blocked: true, owner_id: 5 });
    expect(settled?.pending).toBeUndefined();
  });

  it('keeps the latest change shown while an earlier one is acknowledged', async () => {
    await setSlotBlocked(5, slot, true);
    await setSlotBlocked(5, { ...slot, is_blocked: true, is_available: false }, false);
    let calls = 0;
    await drainOutbox(
      oneByOne(async () => {
        calls += 1;
        return calls === 1
          ? { status: 200, body: { ...slot, is_blocked: true, is_available: false } }
          : { status: 0, body: undefined };
      }),
    );
    expect((await db.calendarSlots.get(7))?.is_blocked).toBe(false);
  });

  it('puts the slot back when the owner discards a refused change', async () => {
    await setSlotBlocked(5, slot, true);
    await drainOutbox(
      oneByOne(async () => ({
        status: 409,
        body: { detail: 'This slot has an accepted booking and cannot be blocked.' },
      })),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry?.state).toBe('conflict');
    await discardEntry(entry!.id);
    expect(await db.calendarSlots.get(7)).toMatchObject({ is_blocked: false, is_available: true });
    expect(await db.outbox.count()).toBe(0);
  });
});
