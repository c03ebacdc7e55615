// How the drainer (lib/outbox-drain.ts) hands a run of entries to the network and hears back:
// the HTTP one is lib/outbox-http.ts; tests script the server's answers with `oneByOne`.
import { stopsARun } from '@baraat/shared/domain/outbox-answers';
import type { OutboxEntry } from './db';

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
