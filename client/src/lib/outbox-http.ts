// How the outbox's entries travel (lib/outbox-transport.ts's Transport over ky): the desk's
// writes in runs through POST /api/sync/outbox, anything else to its own route, each with its
// entry id as the Idempotency-Key. A 401 has been through http.ts's refresh before it is an answer.
import { stopsARun } from '@baraat/shared/domain/outbox-answers';
import { isOutboxRoute } from '@baraat/shared/domain/outbox-routes';
import {
  ACTING_AS_HEADER,
  type OutboxBatchEntry,
  type OutboxBatchResponse,
} from '@baraat/shared/schemas/sync';
import type { KyResponse } from 'ky';
import type { OutboxEntry } from './db';
import { leaveDeskIfRemoved, removedReason } from './desk-removed';
import { api, LONG_TIMEOUT_MS } from './http';
import { deskSends } from './outbox-desk';
import { oneByOne, type Sent, type Transport } from './outbox-transport';

async function answerOf(response: KyResponse): Promise<Sent> {
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json().catch(() => undefined) : undefined;
  return { status: response.status, body };
}

/** One entry to its own route. */
async function sendAlone(entry: OutboxEntry): Promise<Sent> {
  const response = await api(entry.path, {
    method: entry.method,
    ...(entry.body === undefined ? {} : { json: entry.body }),
    headers: {
      'Idempotency-Key': entry.id,
      ...(entry.acting_as === undefined ? {} : { [ACTING_AS_HEADER]: String(entry.acting_as) }),
    },
    throwHttpErrors: false,
    timeout: LONG_TIMEOUT_MS,
  });
  return answerOf(response);
}

const isBatchAnswer = (body: unknown): body is OutboxBatchResponse =>
  Array.isArray((body as OutboxBatchResponse | undefined)?.results);

/**
 * A run of the desk's writes in one POST /api/sync/outbox. Each entry's answer is its own
 * route's; the entries the server did not run get no answer and are sent again.
 */
async function sendBatch(entries: OutboxEntry[]): Promise<Sent[]> {
  const batch: OutboxBatchEntry[] = entries.map(({ id, method, path, body, acting_as }) => ({
    id,
    method,
    path,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    ...(acting_as === undefined ? {} : { acting_as }),
  }));
  const response = await api('sync/outbox', {
    method: 'POST',
    json: { entries: batch },
    throwHttpErrors: false,
    timeout: LONG_TIMEOUT_MS,
  });
  const sent = await answerOf(response);
  if (response.ok && isBatchAnswer(sent.body)) {
    const byId = new Map(sent.body.results.map((result) => [result.id, result]));
    const answers: Sent[] = [];
    for (const entry of entries) {
      const result = byId.get(entry.id);
      if (!result) break;
      await leaveDeskIfRemoved(await removedReason(result.status, result.body), entry.acting_as);
      answers.push({ status: result.status, body: result.body });
    }
    return answers;
  }
  // No answer, the session over, or the server busy: that is the first entry's answer, and
  // the others wait. Any other refusal of the batch itself (a server without the route) is
  // no verdict on the entries: each goes to its own route.
  if (stopsARun(sent.status)) return [sent];
  return oneByOne(sendAlone)(entries);
}

export const httpTransport: Transport = async (entries) => {
  const [first] = entries;
  if (!first) return [];
  // Only under a session of its desk: a pass still under way when one account logs out and
  // another signs in must not send the first account's changes with the second's token.
  if (!(await deskSends(first))) return [{ status: 401, body: undefined }];
  // The drainer puts the desk's writes in runs and sends anything else on its own.
  return isOutboxRoute(first.method, first.path)
    ? sendBatch(entries)
    : oneByOne(sendAlone)(entries);
};
