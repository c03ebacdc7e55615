// A desk write that also works with no signal (docs/architecture.md#4-offline-model): sent at
// once with its Idempotency-Key when there is signal; with none, or when the answer never comes,
// queued in the desk's outbox under that same key as an entry of its kind, so however often it
// is sent the server stores it once. Nothing is shown as done before the server has it: the
// screens list the queued entries as waiting to sync (`useQueued`).
import { useLiveQuery } from 'dexie-react-hooks';
import type { BaraatDb, OutboxEntry } from './db';
import { database } from './db';
import { call, toApiError } from './http';
import type { OutboxKind } from './outbox-kinds';
import { kickOutbox } from './outbox-runner';
import { storeAnswering } from './store-change';
import { useDatabase } from './use-database';

export type SendOutcome<Answer> =
  | { sent: true; answer: Answer }
  | { sent: false; queued: true }
  | { sent: false; queued: false; reason: string };

/**
 * A desk write as its feature writes it: the request itself (`api.post(path…).json<T>()`) and
 * the outbox entry it becomes with no signal (`enqueue(db, kind, { … })`), each in the
 * feature's file where the API contract test reads them, under the one Idempotency-Key.
 */
export interface DeskWrite<Answer> {
  key: string;
  send: (key: string) => Promise<Answer>;
  queue: (db: BaraatDb, key: string) => Promise<unknown>;
}

const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Queues the write under its key (once: the same key queued again is the same entry). */
async function queue<Answer>(write: DeskWrite<Answer>): Promise<SendOutcome<Answer>> {
  const db = await database();
  const stored = await storeAnswering(db, [db.outbox], async () => {
    if (!(await db.outbox.get(write.key))) await write.queue(db, write.key);
    return { ok: true as const };
  });
  if (!stored.ok) return { sent: false, queued: false, reason: stored.reason };
  kickOutbox();
  return { sent: false, queued: true };
}

/** Sends the write now, or queues it when there is no signal or no answer. A refusal throws. */
export async function sendOrQueue<Answer>(write: DeskWrite<Answer>): Promise<SendOutcome<Answer>> {
  if (knownOffline()) return queue(write);
  try {
    return { sent: true, answer: await call(() => write.send(write.key)) };
  } catch (error) {
    if (toApiError(error).status !== 0) throw error;
    return queue(write);
  }
}

/**
 * `ownerId`'s entries of `kind` still in the outbox, oldest first, those to `path` alone when
 * it is given (docs/product/offline.md#the-outbox); undefined while the device is read.
 */
export function useQueued(
  ownerId: number,
  kind: Pick<OutboxKind, 'name'>,
  path?: string,
): OutboxEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!db) return [];
    return db.outbox
      .where('[owner_id+created_at]')
      .between([ownerId, 0], [ownerId, Number.MAX_SAFE_INTEGER])
      .filter((entry) => entry.kind === kind.name && (path === undefined || entry.path === path))
      .toArray();
  }, [db, ownerId, kind.name, path]);
}
