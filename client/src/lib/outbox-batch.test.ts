import 'fake-indexeddb/auto';
import { OUTBOX_BATCH_MAX } from '@baraat/shared/constants/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database, type OutboxEntry } from './db';
import { drainOutbox } from './outbox-drain';
import { registerOutboxKinds } from './outbox-kinds';
import { enqueue } from './outbox-queue';
import type { Sent } from './outbox-transport';
import { testKind } from './test-kinds';

let db: BaraatDb;
const applied: unknown[] = [];
const deskWrite = testKind('desk.write', {
  acknowledged: async (_db, _entry, answer) => applied.push(answer),
});
registerOutboxKinds([deskWrite]);

beforeEach(async () => {
  db = await database();
  await db.outbox.clear();
  applied.length = 0;
});

const WALKIN = 'business/walkins';
const MESSAGE = 'messaging/conversations/9/messages';

const add = (path = WALKIN, aggregate = 'calendar:1', n = 0) =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, deskWrite, {
      owner_id: 1,
      aggregate,
      method: 'POST',
      path,
      body: { n },
    }),
  );

async function addMany(count: number, path = WALKIN, aggregate = 'calendar:1') {
  const entries: OutboxEntry[] = [];
  for (let n = 0; n < count; n += 1) entries.push(await add(path, aggregate, n));
  return entries;
}

/**
 * A server that takes runs: `answer` scripts each run's answers (or throws for a request
 * that got none); every run's ids are recorded.
 */
function batchServer(answer: (run: OutboxEntry[], call: number) => Sent[] = created) {
  const runs: string[][] = [];
  const transport = async (run: OutboxEntry[]) => {
    runs.push(run.map((entry) => entry.id));
    return answer(run, runs.length);
  };
  return { runs, transport };
}
function created(run: OutboxEntry[]): Sent[] {
  return run.map((entry) => ({ status: 201, body: { ok: entry.id } }));
}

const ids = (entries: OutboxEntry[]) => entries.map((entry) => entry.id);

describe('the outbox drained in batches', () => {
  it('sends the desk’s writes in runs of up to a batch, in order, one request a run', async () => {
    const entries = await addMany(2 * OUTBOX_BATCH_MAX + 7);
    const { runs, transport } = batchServer();
    expect(await drainOutbox(transport)).toMatchObject({ sent: entries.length, waiting: 0 });
    expect(runs.map((run) => run.length)).toEqual([OUTBOX_BATCH_MAX, OUTBOX_BATCH_MAX, 7]);
    expect(runs.flat()).toEqual(ids(entries));
    expect(applied).toEqual(ids(entries).map((id) => ({ ok: id })));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a message on its own between the desk’s runs', async () => {
    const before = await addMany(2);
    const message = await add(MESSAGE, 'chat:9');
    const after = await addMany(2);
    const { runs, transport } = batchServer();
    await drainOutbox(transport);
    expect(runs).toEqual([ids(before), [message.id], ids(after)]);
  });

  it('applies each entry’s answer as it would a lone answer: kept, refused or removed', async () => {
    const [done, clash, invalid, later] = await addMany(4);
    const { transport } = batchServer(() => [
      { status: 201, body: { ok: 'done' } },
      { status: 409, body: { detail: 'Main Hall is already booked at that time' } },
      { status: 422, body: { detail: [{ msg: 'Number of people must be between 1 and 50' }] } },
      { status: 201, body: { ok: 'later' } },
    ]);
    expect(await drainOutbox(transport)).toMatchObject({ sent: 2, refused: 2, waiting: 0 });
    expect(await db.outbox.get(done!.id)).toBeUndefined();
    expect(await db.outbox.get(later!.id)).toBeUndefined();
    expect(await db.outbox.get(clash!.id)).toMatchObject({
      state: 'conflict',
      last_error: 'Main Hall is already booked at that time',
    });
    expect(await db.outbox.get(invalid!.id)).toMatchObject({
      state: 'failed',
      last_error: 'Number of people must be between 1 and 50',
    });
  });

  it('keeps what the server did not run, uncharged, behind the entry it must retry', async () => {
    const calendar = await addMany(4);
    const { runs, transport } = batchServer((run, call) =>
      call === 1
        ? [
            { status: 201, body: {} },
            { status: 503, body: undefined },
          ]
        : created(run),
    );
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1, waiting: 3 });
    expect(runs).toEqual([ids(calendar)]);
    expect(await db.outbox.get(calendar[0]!.id)).toBeUndefined();
    const retried = await db.outbox.get(calendar[1]!.id);
    expect(retried).toMatchObject({ state: 'pending', attempts: 1, last_error: 'HTTP 503' });
    for (const behind of calendar.slice(2)) {
      expect(await db.outbox.get(behind.id)).toMatchObject({ state: 'pending', attempts: 0 });
    }
    // Once the retry is due, the rest go after it, in order, with their keys.
    expect(await drainOutbox(transport, () => retried!.next_attempt_at)).toMatchObject({
      sent: 3,
    });
    expect(runs[1]).toEqual(ids(calendar.slice(1)));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends another calendar’s entries that a stopped batch did not run in the same pass', async () => {
    const mine = await add(WALKIN, 'calendar:1');
    const theirs = await add(WALKIN, 'calendar:2');
    const myNext = await add(WALKIN, 'calendar:1');
    const { runs, transport } = batchServer((run, call) =>
      call === 1 ? [{ status: 429, body: { detail: 'Too many requests' } }] : created(run),
    );
    expect(await drainOutbox(transport)).toMatchObject({ sent: 1, waiting: 2 });
    expect(runs).toEqual([[mine.id, theirs.id, myNext.id], [theirs.id]]);
    expect(await db.outbox.get(myNext.id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('charges only the first entry of a batch that got no answer, and resends all with their keys', async () => {
    const entries = await addMany(3);
    const { runs, transport } = batchServer((run, call) => {
      if (call === 1) throw new TypeError('Failed to fetch');
      return created(run);
    });
    expect(await drainOutbox(transport)).toMatchObject({ sent: 0, waiting: 3 });
    expect(await db.outbox.get(entries[0]!.id)).toMatchObject({
      attempts: 1,
      last_error: 'No connection',
    });
    expect(await db.outbox.get(entries[1]!.id)).toMatchObject({ state: 'pending', attempts: 0 });
    const due = (await db.outbox.get(entries[0]!.id))!.next_attempt_at;
    expect(await drainOutbox(transport, () => due)).toMatchObject({ sent: 3 });
    // The server may have stored the lost batch: the same keys make the resend a replay.
    expect(runs).toEqual([ids(entries), ids(entries)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at a 401 inside a batch and keeps every entry for the next sign-in', async () => {
    const entries = await addMany(3);
    const { transport } = batchServer(() => [{ status: 401, body: undefined }]);
    expect(await drainOutbox(transport)).toMatchObject({ signedOut: true, sent: 0 });
    const kept = await db.outbox.bulkGet(ids(entries));
    expect(kept.map((entry) => [entry?.state, entry?.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
  });

  it('makes progress when a server answers a run with nothing', async () => {
    const [first, second] = await addMany(2);
    const { transport } = batchServer(() => []);
    expect(await drainOutbox(transport)).toMatchObject({ sent: 0, waiting: 2 });
    expect(await db.outbox.get(first!.id)).toMatchObject({ attempts: 1 });
    expect(await db.outbox.get(second!.id)).toMatchObject({ attempts: 0 });
  });
});
