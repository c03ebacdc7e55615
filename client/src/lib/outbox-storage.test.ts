// Asking the browser to keep the outbox: once the device holds queued work, once per device,
// the answer remembered. The browser's storage manager is the only stand-in: jsdom has none.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BaraatDb, database } from './db';
import { registerOutboxKinds } from './outbox-kinds';
import { enqueue } from './outbox-queue';
import { kickOutbox, startOutboxRunner } from './outbox-runner';
import { keepOutboxOnDevice, useStoragePersistence } from './outbox-storage';
import { oneByOne } from './outbox-transport';
import { useSyncActivity } from './sync-activity';
import { testKind } from './test-kinds';

const x = testKind('x');
registerOutboxKinds([x]);

/** A browser that keeps data only when asked and `agrees`; counts the questions. */
function browserStorage(agrees: boolean, keptAlready = false) {
  const asked = { persist: 0 };
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      persisted: async () => keptAlready,
      persist: async () => {
        asked.persist += 1;
        return agrees;
      },
    },
  });
  return asked;
}

let db: BaraatDb;
let stop: (() => void) | undefined;
beforeEach(async () => {
  db = await database();
  await db.outbox.clear();
  localStorage.clear();
  useStoragePersistence.setState({ answer: null });
  useSyncActivity.setState({ draining: false, drainerWanted: false });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  Reflect.deleteProperty(navigator, 'storage');
});

describe('keeping the outbox on the device', () => {
  it('asks the browser once per device and remembers its answer', async () => {
    const asked = browserStorage(false);
    await keepOutboxOnDevice();
    await keepOutboxOnDevice();
    expect(asked.persist).toBe(1);
    expect(useStoragePersistence.getState().answer).toBe('denied');
    // A later page of this device (the store starts from what is stored) asks no more.
    useStoragePersistence.setState({ answer: null });
    await keepOutboxOnDevice();
    expect(asked.persist).toBe(1);
    expect(localStorage.getItem('storage_persistence')).toBe('denied');
  });

  it('records a browser that keeps the data already without asking it', async () => {
    const asked = browserStorage(false, true);
    await keepOutboxOnDevice();
    expect(asked.persist).toBe(0);
    expect(useStoragePersistence.getState().answer).toBe('granted');
  });

  it('asks once the owner has queued work, not before', async () => {
    const asked = browserStorage(true);
    const passes: boolean[] = [];
    const off = useSyncActivity.subscribe((state) => passes.push(state.draining));
    stop = startOutboxRunner(
      5,
      oneByOne(async () => ({ status: 0, body: undefined })),
    );
    await vi.waitFor(() => expect(passes).toEqual([true, false]));
    off();
    expect(asked.persist).toBe(0);
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, x, { owner_id: 5, aggregate: 'calendar:5', method: 'POST', path: 'p' }),
    );
    kickOutbox();
    await vi.waitFor(() => expect(useStoragePersistence.getState().answer).toBe('granted'));
    expect(asked.persist).toBe(1);
  });
});
