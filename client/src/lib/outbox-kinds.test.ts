// A kind reads the server's answer with its route's schema before it touches the device's
// copy: an answer of another shape is never applied, and (the server has the change) the
// entry still leaves the outbox rather than being sent for ever.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BaraatDb, database } from './db';
import { drainOutbox } from './outbox-drain';
import { defineOutboxKind, outboxKind, registerOutboxKinds } from './outbox-kinds';
import { enqueue } from './outbox-queue';
import { oneByOne, type Sent } from './outbox-transport';

const slotAnswer = z.strictObject({ slot_id: z.number().int(), is_blocked: z.boolean() });

let db: BaraatDb;
const applied: z.infer<typeof slotAnswer>[] = [];
const undone: string[] = [];
const blockKind = defineOutboxKind<
  z.infer<typeof slotAnswer>,
  { reason: string },
  { was: boolean }
>({
  name: 'test.block',
  answer: slotAnswer,
  acknowledged: async (_db, _entry, answer) => applied.push(answer),
  discarded: async (_db, entry) => undone.push(`${entry.body.reason}:${entry.undo.was}`),
});
registerOutboxKinds([blockKind]);

beforeEach(async () => {
  db = await database();
  await db.outbox.clear();
  applied.length = 0;
  undone.length = 0;
});

const queue = () =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, blockKind, {
      owner_id: 1,
      aggregate: 'calendar:1',
      method: 'PATCH',
      path: 'slots/7/block',
      body: { reason: 'wedding' },
      undo: { was: false },
    }),
  );

describe('an outbox kind', () => {
  it('stores its name, body and undo with the entry', async () => {
    const entry = await queue();
    expect(await db.outbox.get(entry.id)).toMatchObject({
      kind: 'test.block',
      body: { reason: 'wedding' },
      undo: { was: false },
    });
    expect(outboxKind('test.block')).toBe(blockKind);
  });

  it('applies an answer of its route’s shape', async () => {
    const entry = await queue();
    await blockKind.acknowledge(db, entry, { slot_id: 7, is_blocked: true });
    expect(applied).toEqual([{ slot_id: 7, is_blocked: true }]);
  });

  it('refuses an answer of another shape before applying anything', async () => {
    const entry = await queue();
    for (const bad of [undefined, { slot_id: '7', is_blocked: true }, { slot_id: 7 }, []]) {
      await expect(blockKind.acknowledge(db, entry, bad)).rejects.toThrow();
    }
    await expect(
      blockKind.acknowledge(db, entry, { slot_id: 7, is_blocked: true, extra: 1 }),
    ).rejects.toThrow();
    expect(applied).toEqual([]);
  });

  it('lets an acknowledged entry with a malformed answer go, unapplied and not sent again', async () => {
    await queue();
    const keys: string[] = [];
    const transport = oneByOne(async (entry): Promise<Sent> => {
      keys.push(entry.id);
      return { status: 200, body: { slot_id: 'seven' } };
    });
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1, waiting: 0 });
    expect(applied).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    await drainOutbox(transport);
    expect(keys).toHaveLength(1);
  });

  it('undoes with the body and undo it queued', async () => {
    const entry = await queue();
    await blockKind.discard(db, entry);
    expect(undone).toEqual(['wedding:false']);
  });
});
