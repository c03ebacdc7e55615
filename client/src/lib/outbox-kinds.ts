// The kinds of outbox entry (docs/architecture.md#4-offline-model): what each one sends, how
// the server's answer, read with the shared schema of its route, settles the device's copy,
// and how Discard takes the optimistic change back. A feature declares its kinds with
// `defineOutboxKind`; the app hands the drainer the list of every kind in one call
// (`registerOutboxKinds`, app/layout/outbox-kinds.ts) before it sends anything.
import type { z } from 'zod';
import type { BaraatDb, OutboxEntry } from './db';

/** An entry as its kind queued it: the body it sends and what Discard puts back. */
export type KindEntry<Body, Undo> = Omit<OutboxEntry, 'body' | 'undo'> & {
  body: Body;
  undo: Undo;
};

export interface OutboxKind<Body = unknown, Undo = unknown> {
  readonly name: string;
  /**
   * Reads the server's answer with the kind's schema and applies it to the device's copy
   * (inside the transaction that removes the entry). An answer of another shape throws
   * before anything is applied.
   */
  acknowledge(db: BaraatDb, entry: OutboxEntry, answer: unknown): Promise<void>;
  /** Undoes the optimistic change when the person discards the entry. */
  discard(db: BaraatDb, entry: OutboxEntry): Promise<void>;
  /** Never set: carries the kind's body and undo types to `enqueue`. */
  readonly payload?: { body: Body; undo: Undo };
}

/**
 * Declares a kind: `Answer` is what its route answers (the shared schema's type), `Body` what
 * it sends, `Undo` what Discard needs (undefined for none).
 */
export function defineOutboxKind<Answer, Body = undefined, Undo = undefined>(kind: {
  name: string;
  answer: z.ZodType<Answer>;
  acknowledged: (db: BaraatDb, entry: KindEntry<Body, Undo>, answer: Answer) => Promise<unknown>;
  discarded: (db: BaraatDb, entry: KindEntry<Body, Undo>) => Promise<unknown>;
}): OutboxKind<Body, Undo> {
  // Only `enqueue` writes entries, with this kind's body and undo (its types say so).
  const own = (entry: OutboxEntry) => entry as KindEntry<Body, Undo>;
  return {
    name: kind.name,
    acknowledge: async (db, entry, answer) => {
      await kind.acknowledged(db, own(entry), kind.answer.parse(answer));
    },
    discard: async (db, entry) => {
      await kind.discarded(db, own(entry));
    },
  };
}

const kinds = new Map<string, OutboxKind>();

/** Tells the drainer every kind it may meet; an entry of a kind not told waits. */
export function registerOutboxKinds(list: readonly OutboxKind[]): void {
  for (const kind of list) kinds.set(kind.name, kind);
}

/** The registered kind of that name, if any. */
export const outboxKind = (name: string): OutboxKind | undefined => kinds.get(name);
