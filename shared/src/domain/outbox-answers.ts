// What an answer to one outbox entry means (docs/product/offline.md#the-outbox), the one rule
// both sides follow: the device's drainer (client/src/lib/outbox-drain.ts) and the batch route
// (server/src/modules/calendar-sync/outbox-routes.ts). Status 0 is the device's own: no answer
// came. Kept free of zod, like outbox-routes.ts: the drainer loads no schema library for it.

/** acknowledged: applied and removed; signedOut: the session is over, draining stops;
 *  later: kept and sent again after a wait; conflict / failed: kept with the server's reason
 *  until the person chooses Retry or Discard. */
export type OutboxVerdict = 'acknowledged' | 'signedOut' | 'later' | 'conflict' | 'failed';

export function outboxVerdict(status: number): OutboxVerdict {
  if (status >= 200 && status < 300) return 'acknowledged';
  if (status === 401) return 'signedOut';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'later';
  return status === 409 ? 'conflict' : 'failed';
}

/**
 * Answers after which the entries behind must wait (the session, or the server, said so): a
 * batch stops there and names the rest not run; the drainer sends those again, in order.
 */
export const stopsARun = (status: number): boolean => {
  const verdict = outboxVerdict(status);
  return verdict === 'signedOut' || verdict === 'later';
};
