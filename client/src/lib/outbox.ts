// The outbox (docs/product/offline.md#the-promise): writes made without signal wait here until the server has
// acknowledged them. A screen stores its optimistic change and the entry in one Dexie
// transaction (`enqueue`); the drainer sends entries oldest first with the entry id as the
// Idempotency-Key, so a resend after a lost answer is applied once by the server. The desk's
// writes go in runs of up to OUTBOX_BATCH_MAX in one request (POST /api/sync/outbox), other
// entries (messages) one at a time; each entry's answer is applied as below either way (the
// rule, shared with the batch route: shared/src/domain/outbox-answers.ts).
//
// - 2xx: the kind's handler applies the answer and the entry is removed, in one transaction.
// - no answer, timeout, 5xx, 408, 429: kept, retried with backoff; later entries of the same
//   aggregate wait behind it, so a calendar's changes reach the server in the order made.
//   When the browser says the signal is back, or a drainer starts with signal, entries that
//   failed for want of it are due at once (`signalReturned`); a server's 5xx or 429 keeps its
//   wait.
// - 409 → conflict, other 4xx → failed: kept with the server's reason until the owner
//   chooses Retry or Discard. Nothing is ever dropped by the drainer.
// - 401: http.ts has already tried to refresh; the session is over, so draining stops and
//   the entries wait for the same user to sign in again.
// One drainer runs per origin (a Web Lock), whichever tab holds it.
import { OUTBOX_BATCH_MAX } from '@baraat/shared/constants/limits';
import { outboxVerdict, stopsARun } from '@baraat/shared/domain/outbox-answers';
import { isOutboxRoute } from '@baraat/shared/domain/outbox-routes';
import type { BaraatDb, OutboxEntry } from './db';
import { database } from './db';
import { batchedWrites } from './outbox-writes';

export interface OutboxHandler {
  /** Applies the server's answer to the local copy (inside the removing transaction). */
  acknowledged: (db: BaraatDb, entry: OutboxEntry, answer: unknown) => Promise<unknown>;
  /** Undoes the optimistic change when the owner discards the entry. */
  discarded: (db: BaraatDb, entry: OutboxEntry) => Promise<unknown>;
}

export interface Sent {
  /** 0 when no answer came. */
  status: number;
  body: unknown;
}

/**
 * Sends a run of entries: one on its own, or several the server takes in one batch. Answers
 * those the server ran, in order; fewer answers than entries means the rest were not run (an
 * answer before them said to wait), and the drainer sends them again in order.
 */
export type Transport = (entries: OutboxEntry[]) => Promise<Sent[]>;

const handlers = new Map<string, OutboxHandler>();

/** Tells the drainer how to apply and undo one kind of entry. */
export function registerOutboxKind(kind: string, handler: OutboxHandler): void {
  handlers.set(kind, handler);
}

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'owner_id' | 'aggregate' | 'kind' | 'method' | 'path' | 'body' | 'ref' | 'undo'
>;

/** Stores an entry; call it inside the transaction that stores the optimistic change. */
export async function enqueue(db: BaraatDb, entry: NewOutboxEntry): Promise<OutboxEntry> {
  const now = Date.now();
  const stored: OutboxEntry = {
    ...entry,
    id: crypto.randomUUID(),
    // Strictly increasing within this device, so two entries made in one millisecond keep order.
    created_at: Math.max(now, lastCreated + 1),
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
  };
  lastCreated = stored.created_at;
  await db.outbox.add(stored);
  return stored;
}
let lastCreated = 0;

const NO_CONNECTION = 'No connection';

/**
 * A transport that sends each entry of a run on its own, one after the other, stopping where
 * the batch route would: for the entries the batch route cannot take, and for tests that
 * script the server's answer to each entry.
 */
export function oneByOne(send: (entry: OutboxEntry) => Promise<Sent>): Transport {
  return async (entries) => {
    const answers: Sent[] = [];
    for (const entry of entries) {
      const sent = await send(entry).catch((): Sent => ({ status: 0, body: undefined }));
      answers.push(sent);
      if (stopsARun(sent.status)) break;
    }
    return answers;
  };
}

const MAX_BACKOFF_MS = 60_000;

/** 1 s, 2 s, 4 s... up to a minute, spread by ±50% so devices do not retry in step. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random()));
}

function reasonOf(body: unknown, status: number): string {
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((issue) => (issue as { msg?: string }).msg ?? '')
      .filter(Boolean)
      .join('; ');
  }
  return `The server refused this change (HTTP ${status})`;
}

export interface DrainResult {
  sent: number;
  refused: number;
  waiting: number;
  /** The session ended (401): nothing more is sent until the user signs in again. */
  signedOut: boolean;
}

/** The entries of one user (all users' when none is named), oldest first per user. */
function entriesOf(db: BaraatDb, ownerId: number | undefined) {
  return ownerId === undefined
    ? db.outbox.toCollection()
    : db.outbox.where('[owner_id+created_at]').between([ownerId, -Infinity], [ownerId, Infinity]);
}

/** Whether the batch route may carry this entry (the desk's writes; not a message). */
const batchable = (entry: OutboxEntry) => isOutboxRoute(entry.method, entry.path);

async function drainNow(
  transport: Transport,
  now: () => number,
  ownerId: number | undefined,
): Promise<DrainResult> {
  const db = await database();
  const result: DrainResult = { sent: 0, refused: 0, waiting: 0, signedOut: false };
  // An entry left 'syncing' by a closed tab is sent again: the key makes that safe.
  let queue = (await entriesOf(db, ownerId).toArray())
    .filter((entry) => entry.state === 'pending' || entry.state === 'syncing')
    .sort((a, b) => a.created_at - b.created_at);
  const held = new Set<string>();
  // An entry whose kind has no handler yet (its feature's code has not loaded) waits: sent
  // now, its optimistic rows could never be settled. Entries behind a waiting one wait too.
  const waits = (entry: OutboxEntry) =>
    held.has(entry.aggregate) || entry.next_attempt_at > now() || !handlers.has(entry.kind);

  /** Takes the next run off the queue: due entries in order, up to a batch, or one alone. */
  function nextRun(): OutboxEntry[] {
    const run: OutboxEntry[] = [];
    let taken = 0;
    for (const entry of queue) {
      if (run.length === OUTBOX_BATCH_MAX) break;
      if (waits(entry)) {
        held.add(entry.aggregate);
        result.waiting += 1;
      } else if (!batchable(entry)) {
        if (run.length === 0) {
          run.push(entry);
          taken += 1;
        }
        break;
      } else {
        run.push(entry);
      }
      taken += 1;
    }
    queue = queue.slice(taken);
    return run;
  }

  // A run goes in one request, after the previous run's answers came; the device's
  // bookkeeping follows behind, and an entry is deleted only in the transaction that applies
  // its answer.
  const writes = batchedWrites(db);
  const write = (run: () => Promise<unknown>) => writes.add({ run });
  while (queue.length > 0 && !writes.failed()) {
    const run = nextRun();
    if (run.length === 0) break;
    const ids = run.map((entry) => entry.id);
    write(() => db.outbox.where('id').anyOf(ids).modify({ state: 'syncing' }));
    let answers: Sent[];
    try {
      answers = await transport(run);
    } catch {
      answers = [];
    }
    // A run with no answer at all got none for its first entry.
    if (answers.length === 0) answers = [{ status: 0, body: undefined }];
    let settled = 0;
    for (const sent of answers.slice(0, run.length)) {
      settle(run[settled]!, sent);
      settled += 1;
      if (result.signedOut) break;
    }
    const notRun = run.slice(settled);
    if (notRun.length > 0) {
      const back = notRun.map((entry) => entry.id);
      write(() => db.outbox.where('id').anyOf(back).modify({ state: 'pending' }));
    }
    if (result.signedOut) break;
    queue = [...notRun, ...queue];
  }
  // The pass ends when everything it learnt is stored (or with the storage's error).
  await writes.settled();
  return result;

  /** Applies one entry's answer. */
  function settle(entry: OutboxEntry, sent: Sent) {
    const answer = sent.body;
    const verdict = outboxVerdict(sent.status);
    if (verdict === 'acknowledged') {
      const handler = handlers.get(entry.kind);
      writes.add({
        run: async () => {
          await handler?.acknowledged(db, entry, answer);
          await db.outbox.delete(entry.id);
        },
        // The server has it: a handler that cannot apply the answer to the device's copy
        // (rows it no longer finds) must not make it resend for ever. The next pull brings
        // the server's truth. (A full storage keeps the entry, resent once there is room.)
        rescue: () => db.outbox.delete(entry.id),
      });
      result.sent += 1;
    } else if (verdict === 'signedOut') {
      write(() => db.outbox.update(entry.id, { state: 'pending' }));
      result.signedOut = true;
    } else if (verdict === 'later') {
      const attempts = entry.attempts + 1;
      const change = {
        state: 'pending' as const,
        attempts,
        next_attempt_at: now() + backoffMs(attempts),
        last_error: sent.status === 0 ? NO_CONNECTION : `HTTP ${sent.status}`,
      };
      write(() => db.outbox.update(entry.id, change));
      held.add(entry.aggregate);
      result.waiting += 1;
    } else {
      const change = {
        state: verdict,
        last_error: reasonOf(answer, sent.status),
      };
      write(() => db.outbox.update(entry.id, change));
      result.refused += 1;
    }
  }
}

let running: Promise<DrainResult> | undefined;

/**
 * Sends what is due: the entries of `ownerId` (the signed-in user) only, as another account's
 * entries must never go out under this session. Concurrent calls in one tab share one pass;
 * across tabs a Web Lock lets one drainer run and the others skip (the holder picks up their
 * entries from IndexedDB).
 */
export function drainOutbox(
  transport: Transport,
  now: () => number = Date.now,
  ownerId?: number,
): Promise<DrainResult> {
  running ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return await drainNow(transport, now, ownerId);
      const skipped: DrainResult = { sent: 0, refused: 0, waiting: 0, signedOut: false };
      return await locks.request('baraat-outbox', { ifAvailable: true }, (lock) =>
        lock ? drainNow(transport, now, ownerId) : skipped,
      );
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Sends a refused entry again (the owner chose Retry). */
export async function retryEntry(id: string): Promise<void> {
  const db = await database();
  await db.outbox.update(id, { state: 'pending', attempts: 0, next_attempt_at: 0 });
}

/** Drops an entry and undoes its optimistic change (the owner chose Discard). */
export async function discardEntry(id: string): Promise<void> {
  const db = await database();
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    await handlers.get(entry.kind)?.discarded(db, entry);
    await db.outbox.delete(id);
  });
}

/**
 * The signal is back (the browser's `online`, or a drainer starting online): entries whose
 * last attempt got no answer are due now rather than after their backoff, which grew while
 * the device had no signal. Those the server answered (a 5xx, a 429) keep their wait.
 */
export async function signalReturned(): Promise<void> {
  const db = await database();
  await db.outbox
    .where('state')
    .equals('pending')
    .filter((entry) => entry.last_error === NO_CONNECTION && entry.next_attempt_at > 0)
    .modify({ next_attempt_at: 0 });
}

/** When the next entry that is waiting for its backoff falls due (ms since epoch). */
export async function nextAttemptAt(ownerId?: number): Promise<number | undefined> {
  const db = await database();
  const waiting = await entriesOf(db, ownerId)
    .filter((entry) => entry.state === 'pending')
    .toArray();
  const times = waiting.map((entry) => entry.next_attempt_at);
  return times.length ? Math.min(...times) : undefined;
}
