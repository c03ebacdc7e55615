import 'fake-indexeddb/auto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { testSlot } from '../test-slot';
import { queueSlot } from './create-slot';
import { createSlotKind } from './write-kinds';

registerOutboxKinds([createSlotKind]);

let db: BaraatDb;
const date = addDays(todayInPakistan(), 3);
const input = { date, start_time: '09:00', end_time: '13:00', worker_id: 3 };
const served = testSlot(41, { ...input, slot_name: '09:00 - 13:00', worker_name: 'Main Hall' });

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.calendarSlots.clear(), db.calendarWorkers.clear()]);
  await db.calendarWorkers.put({
    worker_id: 3,
    name: 'Main Hall',
    capacity: 500,
    worker_role: 'hall',
    is_active: true,
    modified_at: '',
    owner_id: 5,
  });
});

describe('adding a slot on the device', () => {
  it('shows it at once under a temporary id, then under the server’s id', async () => {
    const queued = await queueSlot(5, input);
    expect(queued.ok).toBe(true);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'slot.create',
      method: 'POST',
      path: 'slots',
      body: input,
    });
    const [temp] = await db.calendarSlots.toArray();
    expect(temp).toMatchObject({ slot_name: '09:00 - 13:00', worker_name: 'Main Hall' });
    expect(temp!.slot_id).toBeLessThan(0);
    expect(temp!.pending).toBe(entry!.id);

    await drainOutbox(oneByOne(async () => ({ status: 201, body: served })));
    const rows = await db.calendarSlots.toArray();
    expect(rows.map((row) => row.slot_id)).toEqual([41]);
    expect(rows[0]!.pending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives two slots made offline different temporary ids', async () => {
    await queueSlot(5, input);
    await queueSlot(5, { ...input, start_time: '14:00', end_time: '18:00' });
    const ids = (await db.calendarSlots.toArray()).map((row) => row.slot_id);
    expect(ids).toEqual([-2, -1]);
  });

  it('stores the server’s slot even when the temporary row has gone', async () => {
    await queueSlot(5, input);
    await db.calendarSlots.clear();
    await drainOutbox(oneByOne(async () => ({ status: 201, body: served })));
    expect(await db.calendarSlots.get(41)).toMatchObject({
      owner_id: 5,
      slot_name: '09:00 - 13:00',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused slot as a conflict with the server’s reason until discarded', async () => {
    await queueSlot(5, input);
    const reason = `Main Hall already has a slot on ${formatDate(date)}, 10:00 – 11:00 am`;
    await drainOutbox(oneByOne(async () => ({ status: 409, body: { detail: reason } })));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'conflict', last_error: reason });
    expect(await db.calendarSlots.count()).toBe(1);
    await discardEntry(entry!.id);
    expect(await db.calendarSlots.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses on the device a slot overlapping one the hall has, or out of range', async () => {
    await db.calendarSlots.put({
      ...testSlot(9, { date, start_time: '12:00', end_time: '15:00', worker_id: 3 }),
      owner_id: 5,
    });
    expect(await queueSlot(5, input)).toEqual({
      ok: false,
      reason: `Main Hall already has a slot on ${formatDate(date)}, 12:00 – 3:00 pm`,
    });
    expect(await queueSlot(5, { ...input, date: addDays(todayInPakistan(), -1) })).toEqual({
      ok: false,
      reason: SLOT_TEXTS.datesOutOfRange,
    });
    expect(await queueSlot(5, { ...input, end_time: '08:00' })).toEqual({
      ok: false,
      reason: SLOT_TEXTS.endAfterStart,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await queueSlot(5, { ...input, start_time: '15:00', end_time: '16:00' })).toMatchObject({
      ok: true,
    });
  });
});
