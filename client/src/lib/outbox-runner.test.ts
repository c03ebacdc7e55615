import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnline, noteAnswer } from './connection';
import { type BaraatDb, database, type OutboxEntry } from './db';
import { drainOutbox } from './outbox-drain';
import { registerOutboxKinds } from './outbox-kinds';
import { enqueue } from './outbox-queue';
import { kickOutbox, onOutboxSent, outboxSyncKey, startOutboxRunner } from './outbox-runner';
import { oneByOne, type Sent } from './outbox-transport';
import { useSyncActivity } from './sync-activity';
import { testKind } from './test-kinds';

let db: BaraatDb;
const x = testKind('x');
registerOutboxKinds([x]);
let stop: (() => void) | undefined;

const queue = (owner_id: number, path: string, aggregate = `calendar:${owner_id}`) =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, x, { owner_id, aggregate, method: 'POST', path }),
  );

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.syncState.clear()]);
  useSyncActivity.setState({ draining: false, drainerWanted: false });
  noteAnswer(true);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

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

  it('tells the connection the server is out of reach while its changes get no answer', async () => {
    await queue(5, 'mine');
    let answer: Sent = { status: 0, body: undefined };
    stop = startOutboxRunner(
      5,
      oneByOne(async () => answer),
    );
    await vi.waitFor(() => expect(isOnline()).toBe(false));
    // The first waits out its backoff; a change queued since goes at once, and is answered.
    answer = { status: 200, body: {} };
    await queue(5, 'next', 'calendar:5:next');
    kickOutbox();
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    stop();
    stop = undefined;
    expect(useSyncActivity.getState()).toMatchObject({ draining: false });
  });

  it('asks the app for a drainer when a change is queued and none runs', () => {
    kickOutbox();
    expect(useSyncActivity.getState().drainerWanted).toBe(true);
  });

  describe('opened after a long spell without signal', () => {
    const TEN_MINUTES = 10 * 60_000;

    /**
     * A closed tab's outbox: one change that got no answer, one the server asked to wait for
     * (429) and one it refused (409), the waits pushed ten minutes ahead by repeated failures.
     */
    async function leftByAClosedTab() {
      const paths = ['no-signal', 'busy', 'refused'];
      for (const path of paths) await queue(5, path, `calendar:5:${path}`);
      const answers: Record<string, number> = { 'no-signal': 0, busy: 429, refused: 409 };
      await drainOutbox(
        oneByOne(async (entry) => ({ status: answers[entry.path]!, body: { detail: 'No' } })),
        Date.now,
        5,
      );
      await db.outbox
        .where('state')
        .equals('pending')
        .modify({ attempts: 9, next_attempt_at: Date.now() + TEN_MINUTES });
    }

    const sendsTo = (sent: string[]) =>
      oneByOne(async (entry: OutboxEntry): Promise<Sent> => {
        sent.push(entry.path);
        return { status: 200, body: {} };
      });

    it('sends at once what waited for signal, but not what the server refused or held back', async () => {
      await leftByAClosedTab();
      const sent: string[] = [];
      stop = startOutboxRunner(5, sendsTo(sent));
      // The change leaves the outbox once its answer has been taken in, a moment after it was
      // sent: read the outbox before that and it is still there.
      await vi.waitFor(async () => {
        expect(sent).toEqual(['no-signal']);
        expect(await db.outbox.count()).toBe(2);
      });
      const left = await db.outbox.toArray();
      expect(left.map((entry) => [entry.path, entry.state]).sort()).toEqual([
        ['busy', 'pending'],
        ['refused', 'conflict'],
      ]);
      expect(left.find((entry) => entry.path === 'busy')!.next_attempt_at).toBeGreaterThan(
        Date.now() + TEN_MINUTES / 2,
      );
    });

    it('sends at once what waited for signal when the server answers again', async () => {
      await leftByAClosedTab();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const sent: string[] = [];
      stop = startOutboxRunner(5, sendsTo(sent));
      await vi.waitFor(() => expect(useSyncActivity.getState().draining).toBe(false));
      expect(sent).toEqual([]);
      // No `online` event comes (a restarted server, not a lost network): requests went
      // unanswered, then one is answered again.
      noteAnswer(false);
      expect(isOnline()).toBe(false);
      noteAnswer(true);
      await vi.waitFor(() => expect(sent).toEqual(['no-signal']));
    });

    it('lets the waits run when the browser says it has no signal', async () => {
      await leftByAClosedTab();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const passes: boolean[] = [];
      const off = useSyncActivity.subscribe((state) => passes.push(state.draining));
      const sent: string[] = [];
      stop = startOutboxRunner(5, sendsTo(sent));
      // The first pass has run once the drainer says it is no longer draining.
      await vi.waitFor(() => expect(passes).toEqual([true, false]));
      off();
      expect(sent).toEqual([]);
      expect(await db.outbox.count()).toBe(3);
    });
  });
});
