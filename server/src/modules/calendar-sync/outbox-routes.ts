// POST /api/sync/outbox (docs/product/offline.md#the-outbox), declared once with its API
// document: the desk's outbox sends up to OUTBOX_BATCH_MAX waiting writes in one request
// instead of one request each. Every entry is run as a sub-request through the /api router,
// with the caller's token and the entry's id as its Idempotency-Key, so it is authorised,
// validated, stored once and answered exactly as its own route would; a batch sent again
// answers each entry from the stored responses. Only the desk's outbox writes are run
// (shared/src/domain/outbox-routes.ts). The batch stops at the first entry whose answer means
// "try again later" (401, 408, 429, 5xx; shared/src/domain/outbox-answers.ts, the device's
// rule too): the entries after it are not run, so the device sends them again in order.
import { OUTBOX_BATCH_MAX } from '@baraat/shared/constants/limits';
import { stopsARun } from '@baraat/shared/domain/outbox-answers';
import { isOutboxRoute } from '@baraat/shared/domain/outbox-routes';
import {
  OUTBOX_BATCH_TEXTS,
  type OutboxBatchResponse,
  type OutboxResult,
  outboxBatchResponseSchema,
  outboxBatchSchema,
} from '@baraat/shared/schemas/sync';
import { routesOf } from '../../http/route';
import type { RunSubRequest } from '../../http/sub-request';

export const SYNC_TAG = 'Sync';

const route = routesOf<{ runSubRequest: RunSubRequest }>();

export const outboxRoute = route(
  {
    method: 'post',
    path: '/sync/outbox',
    tag: SYNC_TAG,
    summary: `Send the desk's outbox: up to ${OUTBOX_BATCH_MAX} waiting writes at once`,
    description:
      "Each entry is run as its own route would run it, with the caller's token and the entry's `id` as its Idempotency-Key, in the order sent: a batch sent again answers each entry from the stored responses. An entry that is refused (409, 422) does not stop the others; one answered 401, 408, 429 or 5xx does, and the entries after it come back in `not_run`, to be sent again in order. Only the desk's outbox writes are run; any other is answered 404 in its result.",
    access: 'business',
    desk: 'desk',
    body: outboxBatchSchema.meta({ id: 'OutboxBatch' }),
    // Each entry's body is checked by its own route, so one bad change fails alone.
    opaque: ['entries', '*', 'body'],
    responses: {
      200: {
        description: 'Each entry run, with its own status and answer; the entries not run.',
        schema: outboxBatchResponseSchema.meta({ id: 'OutboxBatchResults' }),
      },
    },
  },
  async ({ body: { entries }, ctx }, { runSubRequest }) => {
    const results: OutboxResult[] = [];
    for (const entry of entries) {
      const answer = isOutboxRoute(entry.method, entry.path)
        ? await runSubRequest(ctx, {
            method: entry.method,
            path: `/api/${entry.path}`,
            idempotencyKey: entry.id,
            actingAs: entry.acting_as,
            body: entry.body,
          })
        : { status: 404, body: { detail: OUTBOX_BATCH_TEXTS.notOutboxRoute } };
      results.push({ id: entry.id, ...answer });
      if (stopsARun(answer.status)) break;
    }
    return {
      results,
      not_run: entries.slice(results.length).map((entry) => entry.id),
    } satisfies OutboxBatchResponse;
  },
);
