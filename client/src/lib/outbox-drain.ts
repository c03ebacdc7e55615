// The outbox's drainer (docs/product/offline.md#the-promise): writes made without signal wait
// in the outbox (lib/outbox-queue.ts) until the server has acknowledged them. The drainer
// sends entries oldest first with the entry id as the Idempotency-Key, so a resend after a
// lost answer is applied once by the server. The desk's writes go in runs of up to
// OUTBOX_BATCH_MAX in one request (POST /api/sync/outbox), other entries (messages) one at a
// time; each entry's answer is applied as below either way (the rule, shared with the batch
// route: shared/src/domain/outbox-answers.ts).
//
// - 2xx: the entry's kind (lib/outbox-kinds.ts) reads and applies the answer and the entry is
//   removed, in one transaction.
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
import { outboxVerdict } from '@baraat/shared/domain/outbox-answers';
import { isOutboxRoute } from '@baraat/shared/domain/outbox-routes';
import { fill, tx } from '@baraat/shared/i18n/text';
import type { OutboxEntry } from './db';
import { database } from './db';
import { outboxKind } from './outbox-kinds';
import { deskEntries, NO_CONNECTION } from './outbox-queue';
import type { Sent, Transport } from './outbox-transport';
import { batchedWrites } from './outbox-writes';

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
  return fill(tx('The server refused this change (HTTP {status})'), { status });
}

export interface DrainResult {
  sent: number;
  refused: number;
  waiting: number;
  /** The session ended (401): nothing more is sent until the user signs in again. */
  signedOut: boolean;
}

/** Whether the batch route may carry this entry (the desk's writes; not a message). */
const batchable = (entry: OutboxEntry) => isOutboxRoute(entry.method, entry.path);

async function drainNow(
  transport: Transport,
  now: () => number,
  ownerId: number | undefined,
  members: ReadonlySet<number> | undefined,
): Promise<DrainResult> {
  const db = await database();
  const result: DrainResult = { sent: 0, refused: 0, waiting: 0, signedOut: false };
  // An entry left 'syncing' by a closed tab is sent again: the key makes that safe.
  let queue = (await deskEntries(db, ownerId, members)).filter(
    (entry) => entry.state === 'pending' || entry.state === 'syncing',
  );
  const held = new Set<string>();
  // An entry of a kind the drainer has not been told of (registerOutboxKinds) waits: sent
  // now, its optimistic rows could never be settled. Entries behind a waiting one wait too.
  const waits = (entry: OutboxEntry) =>
    held.has(entry.aggregate) || entry.next_attempt_at > now() || !outboxKind(entry.kind);

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
      const kind = outboxKind(entry.kind);
      writes.add({
        run: async () => {
          await kind?.acknowledge(db, entry, answer);
          await db.outbox.delete(entry.id);
        },
        // The server has it: a kind that cannot apply the answer to the device's copy (rows
        // it no longer finds, an answer not of its route's shape) must not make it resend for
        // ever. The next pull brings the server's truth. (A full storage keeps the entry,
        // resent once there is room.)
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
 * Sends what is due: the entries of `ownerId` (the signed-in user), and those naming one of
 * `members`, the staff of its desk (lib/outbox-desk.ts), as another account's entries must
 * never go out under this session. Concurrent calls in one tab share one pass;
 * across tabs a Web Lock lets one drainer run and the others skip (the holder picks up their
 * entries from IndexedDB).
 */
export function drainOutbox(
  transport: Transport,
  now: () => number = Date.now,
  ownerId?: number,
  members?: ReadonlySet<number>,
): Promise<DrainResult> {
  running ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return await drainNow(transport, now, ownerId, members);
      const skipped: DrainResult = { sent: 0, refused: 0, waiting: 0, signedOut: false };
      return await locks.request('baraat-outbox', { ifAvailable: true }, (lock) =>
        lock ? drainNow(transport, now, ownerId, members) : skipped,
      );
    } finally {
      running = undefined;
    }
  })();
  return running;
}
