import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaraatDb, database, type OutboxEntry } from './db';
import { enqueue, oneByOne, registerOutboxKind, type Sent } from './outbox';
import { kickOutbox, onOutboxSent, outboxSyncKey, startOutboxRunner } from './outbox-runner';
import { useSyncActivity } from './sync-activity';

let db: BaraatDb;
registerOutboxKind('x', { acknowledged: async () => undefined, discarded: async () => undefined });
let stop: (() => void) | undefined;

const queue = (owner_id: number, path: string) =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, { owner_id, aggregate: `calendar:${owner_id}`, kind: 'x', method: 'POST', path }),
  );

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.syncState.clear()]);
  useSyncActivity.setState({ unreachable: false, draining: false, drainerWanted: false });
});
afterEach(() => stop?.());

describe('the app’s outbox runner', () => {
  it('sends the signed-in user’s changes, notes the time and tells the listeners', async () => {
    await queue(5, 'mine');
    await queue(8, 'theirs');
    const sent: string[] = [];
    const heard: number[] = [];
    const off = onOutboxSent((ownerId, result) => heard.push(ownerId, result.sent));
    stop = startOutboxRunner(
      5,
      oneByOne(async (entry: OutboxEntry): Promise<Sent> => {
        sent.push(entry.path);
        return { status: 200, body: {} };
      }),
    );
    await vi.waitFor(async () => expect(await db.syncState.get(outboxSyncKey(5))).toBeDefined());
    off();
    expect(sent).toEqual(['mine']);
    expect(heard).toEqual([5, 1]);
    expect((await db.outbox.toArray()).map((entry) => entry.path)).toEqual(['theirs']);
  });

  it('tells the listeners what a run sent even when a kick mid-run adds an empty pass', async () => {
    await queue(5, 'mine');
    const heard: number[] = [];
    const off = onOutboxSent((_ownerId, result) => heard.push(result.sent));
    stop = startOutboxRunner(
      5,
      oneByOne(async () => {
        // A screen queues nothing new but kicks while this change is on its way.
        kickOutbox();
        return { status: 200, body: {} };
      }),
    );
    await vi.waitFor(() => expect(heard).toEqual([1]));
    off();
    expect(await db.syncState.get(outboxSyncKey(5))).toBeDefined();
  });

  it('says the server is out of reach while changes wait with no answer', async () => {
    await queue(5, 'mine');
    stop = startOutboxRunner(
      5,
      oneByOne(async () => ({ status: 0, body: undefined })),
    );
    await vi.waitFor(() => expect(useSyncActivity.getState().unreachable).toBe(true));
    stop();
    stop = undefined;
    expect(useSyncActivity.getState()).toMatchObject({ unreachable: false, draining: false });
  });

  it('asks the app for a drainer when a change is queued and none runs', () => {
    kickOutbox();
    expect(useSyncActivity.getState().drainerWanted).toBe(true);
  });
});
