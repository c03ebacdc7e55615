import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database, type OutboxEntry } from './db';
import { backoffMs, drainOutbox } from './outbox-drain';
import { registerOutboxKinds } from './outbox-kinds';
import { discardEntry, enqueue, retryEntry, signalReturned } from './outbox-queue';
import { oneByOne, type Sent } from './outbox-transport';
import { testKind } from './test-kinds';

let db: BaraatDb;
const applied: unknown[] = [];
const undone: string[] = [];
const write = testKind('test.write', {
  acknowledged: async (_db, _entry, answer) => applied.push(answer),
  discarded: async (_db, entry) => undone.push(entry.id),
});
registerOutboxKinds([write]);

beforeEach(async () => {
  db = await database();
  await db.outbox.clear();
  applied.length = 0;
  undone.length = 0;
});

const add = (aggregate = 'calendar:1', path = 'slots') =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, write, {
      owner_id: 1,
      aggregate,
      method: 'POST',
      path,
      body: { path },
    }),
  );

/** A server that answers each entry from a script, and records every key it was sent. */
function server(...answers: (Sent | 'drop')[]) {
  const keys: string[] = [];
  const transport = oneByOne(async (entry: OutboxEntry): Promise<Sent> => {
    keys.push(entry.id);
    const answer = answers.shift() ?? { status: 201, body: { ok: entry.path } };
    if (answer === 'drop') throw new TypeError('Failed to fetch');
    return answer;
  });
  return { keys, transport };
}

describe('the outbox', () => {
  it('removes an entry only once the server acknowledged it, applying the answer', async () => {
    const entry = await add();
    const { keys, transport } = server({ status: 201, body: { slot_id: 7 } });
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1, waiting: 0 });
    expect(keys).toEqual([entry.id]);
    expect(applied).toEqual([{ slot_id: 7 }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an entry whose answer never came and resends it with the same key', async () => {
    const entry = await add();
    // The server may have stored it before the connection dropped: the key makes a resend safe.
    const { keys, transport } = server('drop', { status: 503, body: undefined });
    expect(await drainOutbox(transport)).toMatchObject({ sent: 0, waiting: 1 });
    let kept = await db.outbox.get(entry.id);
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, last_error: 'No connection' });
    await drainOutbox(transport, () => kept!.next_attempt_at);
    kept = await db.outbox.get(entry.id);
    expect(kept).toMatchObject({ attempts: 2, last_error: 'HTTP 503' });
    await drainOutbox(transport, () => kept!.next_attempt_at);
    expect(keys).toEqual([entry.id, entry.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('resends at once when the signal returns what failed for want of it, not what a server refused', async () => {
    const lost = await add('calendar:1', 'lost');
    const busy = await add('calendar:2', 'busy');
    const { keys, transport } = server('drop', { status: 503, body: undefined });
    await drainOutbox(transport);
    expect(await db.outbox.get(lost.id)).toMatchObject({
      attempts: 1,
      last_error: 'No connection',
    });
    expect((await db.outbox.get(lost.id))!.next_attempt_at).toBeGreaterThan(Date.now());
    await signalReturned();
    // The overloaded server keeps its backoff; the entry that never got out goes now.
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1, waiting: 1 });
    expect(keys).toEqual([lost.id, busy.id, lost.id]);
    expect(await db.outbox.get(lost.id)).toBeUndefined();
    expect(await db.outbox.get(busy.id)).toMatchObject({ attempts: 1, last_error: 'HTTP 503' });
  });

  it('keeps a calendar’s order: a later change waits behind one that could not be sent', async () => {
    const first = await add('calendar:1', 'first');
    const second = await add('calendar:1', 'second');
    const other = await add('conversation:9', 'other');
    const { keys, transport } = server('drop');
    await drainOutbox(transport);
    expect(keys).toEqual([first.id, other.id]);
    expect(await db.outbox.get(second.id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('keeps a refused change with the server’s reason until Retry or Discard', async () => {
    const conflict = await add();
    const invalid = await add('calendar:2');
    const { transport } = server(
      { status: 409, body: { detail: 'Main Hall is already booked at that time' } },
      { status: 422, body: { detail: [{ msg: 'Please fill in all required fields' }] } },
    );
    expect(await drainOutbox(transport)).toMatchObject({ refused: 2 });
    expect(await db.outbox.get(conflict.id)).toMatchObject({
      state: 'conflict',
      last_error: 'Main Hall is already booked at that time',
    });
    expect(await db.outbox.get(invalid.id)).toMatchObject({
      state: 'failed',
      last_error: 'Please fill in all required fields',
    });
    // Refused entries are not sent again by themselves.
    expect(await drainOutbox(transport)).toMatchObject({ sent: 0, refused: 0 });
    await retryEntry(conflict.id);
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1 });
    await discardEntry(invalid.id);
    expect(undone).toEqual([invalid.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops when the session has ended, and keeps everything for the next sign-in', async () => {
    await add();
    await add('calendar:2');
    const { keys, transport } = server({ status: 401, body: undefined });
    expect(await drainOutbox(transport)).toMatchObject({ signedOut: true, sent: 0 });
    expect(keys).toHaveLength(1);
    expect(await db.outbox.where('state').equals('pending').count()).toBe(2);
  });

  it('sends only the signed-in user’s entries; another account’s wait on this device', async () => {
    const mine = await add();
    const theirs = await db.transaction('rw', db.outbox, () =>
      enqueue(db, write, {
        owner_id: 2,
        aggregate: 'calendar:2',
        method: 'POST',
        path: 'x',
      }),
    );
    const { keys, transport } = server();
    expect(await drainOutbox(transport, Date.now, 1)).toMatchObject({ sent: 1, waiting: 0 });
    expect(keys).toEqual([mine.id]);
    expect(await db.outbox.get(theirs.id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('sends each entry once however many drains are started together', async () => {
    for (let n = 0; n < 20; n += 1) await add(`calendar:${n % 3}`, `p${n}`);
    const { keys, transport } = server();
    await Promise.all(Array.from({ length: 5 }, () => drainOutbox(transport)));
    expect(keys).toHaveLength(20);
    expect(new Set(keys).size).toBe(20);
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds an entry whose kind is not registered yet, and the entries behind it', async () => {
    const later = testKind('later.kind');
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, later, {
        owner_id: 1,
        aggregate: 'calendar:1',
        method: 'POST',
        path: 'first',
      }),
    );
    await add('calendar:1', 'second');
    await add('chat:9', 'elsewhere');
    const { keys, transport } = server();
    const result = await drainOutbox(transport);
    expect(result).toMatchObject({ sent: 1, waiting: 2 });
    expect(keys).toHaveLength(1);
    expect((await db.outbox.toArray()).map((entry) => entry.path).sort()).toEqual([
      'first',
      'second',
    ]);
    registerOutboxKinds([later]);
    expect((await drainOutbox(transport)).sent).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the next change while the last answer is being stored', async () => {
    const events: string[] = [];
    const stored = testKind('test.stored', {
      acknowledged: async (store, entry) => {
        await store.outbox.count();
        events.push(`stored ${entry.path}`);
      },
    });
    registerOutboxKinds([stored]);
    for (const path of ['a', 'b']) {
      await db.transaction('rw', db.outbox, () =>
        enqueue(db, stored, {
          owner_id: 1,
          aggregate: 'calendar:1',
          method: 'POST',
          path,
        }),
      );
    }
    const sent = await drainOutbox(
      oneByOne(async (entry) => {
        events.push(`sent ${entry.path}`);
        return { status: 201, body: {} };
      }),
    );
    expect(sent).toMatchObject({ sent: 2 });
    // One request at a time, in order; the device's bookkeeping follows behind them.
    expect(events).toEqual(['sent a', 'sent b', 'stored a', 'stored b']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a change whose answer could not be stored, to send again with its key', async () => {
    let broken = true;
    const fragile = testKind('test.fragile', {
      acknowledged: async () => {
        if (broken) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    registerOutboxKinds([fragile]);
    const entry = await db.transaction('rw', db.outbox, () =>
      enqueue(db, fragile, {
        owner_id: 1,
        aggregate: 'calendar:1',
        method: 'POST',
        path: 'f',
      }),
    );
    const { keys, transport } = server();
    await expect(drainOutbox(transport)).rejects.toThrow('quota');
    expect(await db.outbox.get(entry.id)).toBeDefined();
    broken = false;
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1 });
    expect(keys).toEqual([entry.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets go of an acknowledged change whose answer the device cannot apply', async () => {
    const confused = testKind('test.confused', {
      acknowledged: async () => {
        throw new TypeError('the optimistic row is gone');
      },
    });
    registerOutboxKinds([confused]);
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, confused, {
        owner_id: 1,
        aggregate: 'calendar:1',
        method: 'POST',
        path: 'c',
      }),
    );
    const { keys, transport } = server();
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1 });
    expect(await db.outbox.count()).toBe(0);
    await drainOutbox(transport);
    expect(keys).toHaveLength(1);
  });

  it('applies the other answers of a batch when one of them cannot be applied', async () => {
    const broken = testKind('test.broken', {
      acknowledged: async (store) => {
        // A request that fails inside the shared transaction (a key already there).
        await store.outbox.add({ id: 'taken' } as OutboxEntry);
        await store.outbox.add({ id: 'taken' } as OutboxEntry);
      },
    });
    registerOutboxKinds([broken]);
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, broken, {
        owner_id: 1,
        aggregate: 'calendar:1',
        method: 'POST',
        path: 'x',
      }),
    );
    await add('calendar:1', 'fine');
    const { transport } = server();
    expect(await drainOutbox(transport)).toMatchObject({ sent: 2 });
    expect(applied).toEqual([{ ok: 'fine' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('backs off exponentially up to a minute, spread so devices do not retry in step', () => {
    expect(backoffMs(1, () => 0.5)).toBe(1000);
    expect(backoffMs(3, () => 0.5)).toBe(4000);
    expect(backoffMs(20, () => 0.5)).toBe(60_000);
    expect(backoffMs(1, () => 0)).toBe(500);
  });
});
