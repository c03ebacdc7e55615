// The outbox's entries on the device (docs/product/offline.md#the-outbox): queued inside the
// screen's own transaction, together with the optimistic change they stand for; sent again
// (Retry) or dropped with their change undone (Discard) as the person chooses; made due at
// once when the signal returns. The drainer that sends them is lib/outbox-drain.ts.
import { tx } from '@baraat/shared/i18n/text';
import type { BaraatDb, OutboxEntry } from './db';
import { database } from './db';
import { actingAsNow } from './desk-seat';
import { type OutboxKind, outboxKind } from './outbox-kinds';

/** The last error of an entry that got no answer at all. */
export const NO_CONNECTION = tx('No connection');

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'owner_id' | 'aggregate' | 'method' | 'path' | 'ref'
> & {
  /** The Idempotency-Key a write already went out with, when its answer never came. */
  id?: string;
};

/** The kind's body and undo, each optional where the kind has none. */
type Payload<Body, Undo> = (undefined extends Body ? { body?: Body } : { body: Body }) &
  (undefined extends Undo ? { undo?: Undo } : { undo: Undo });

/** Stores an entry of `kind`; call it inside the transaction that stores the optimistic change. */
export async function enqueue<Body, Undo>(
  db: BaraatDb,
  kind: OutboxKind<Body, Undo>,
  entry: NewOutboxEntry & Payload<NoInfer<Body>, NoInfer<Undo>>,
): Promise<OutboxEntry> {
  const now = Date.now();
  const actingAs = actingAsNow();
  const stored: OutboxEntry = {
    ...entry,
    // Who made it, when a member of the staff did (docs/product/accounts.md#who-did-what).
    ...(actingAs === undefined ? {} : { acting_as: actingAs }),
    kind: kind.name,
    id: entry.id ?? crypto.randomUUID(),
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

/** The entries of one user (all users' when none is named), oldest first per user. */
export function entriesOf(db: BaraatDb, ownerId: number | undefined) {
  return ownerId === undefined
    ? db.outbox.toCollection()
    : db.outbox.where('[owner_id+created_at]').between([ownerId, -Infinity], [ownerId, Infinity]);
}

/**
 * The entries a session of `ownerId` sends: its own, and those naming a member of `members`
 * (lib/outbox-desk.ts), oldest first.
 */
export async function deskEntries(
  db: BaraatDb,
  ownerId: number | undefined,
  members: ReadonlySet<number> = new Set(),
): Promise<OutboxEntry[]> {
  const own = await entriesOf(db, ownerId).toArray();
  const acting = ownerId === undefined ? [] : await actingEntries(db, ownerId, members).toArray();
  return [...own, ...acting].sort((a, b) => a.created_at - b.created_at);
}

/** Entries another account of the desk made, naming one of `members` (lib/outbox-desk.ts). */
export function actingEntries(db: BaraatDb, ownerId: number, members: ReadonlySet<number>) {
  return db.outbox.filter(
    (entry) =>
      entry.owner_id !== ownerId && entry.acting_as !== undefined && members.has(entry.acting_as),
  );
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
    const kind = entry && outboxKind(entry.kind);
    // A kind the app has not registered yet could not take the change back: the entry stays.
    if (!kind) return;
    await kind.discard(db, entry);
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
