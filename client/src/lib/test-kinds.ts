// An outbox kind for the tests of the outbox itself, which are about sending and keeping
// entries rather than about what a feature's kind applies: it takes any answer.
import { z } from 'zod';
import type { BaraatDb } from './db';
import { defineOutboxKind, type KindEntry } from './outbox-kinds';

type Entry = KindEntry<unknown, unknown>;

export function testKind(
  name: string,
  handlers: {
    acknowledged?: (db: BaraatDb, entry: Entry, answer: unknown) => Promise<unknown>;
    discarded?: (db: BaraatDb, entry: Entry) => Promise<unknown>;
  } = {},
) {
  return defineOutboxKind<unknown, unknown, unknown>({
    name,
    answer: z.unknown(),
    acknowledged: handlers.acknowledged ?? (async () => undefined),
    discarded: handlers.discarded ?? (async () => undefined),
  });
}
