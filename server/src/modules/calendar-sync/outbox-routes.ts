// POST /api/sync/outbox (issue 11, docs/product/offline.md#the-outbox): the desk's outbox sends up to
// OUTBOX_BATCH_MAX waiting writes in one request instead of one request each. Every entry is
// run as a sub-request through the /api router, with the caller's token and the entry's id as
// its Idempotency-Key, so it is authorised, validated, stored once and answered exactly as
// its own route would; a batch sent again answers each entry from the stored responses.
// Only the desk's outbox writes are run (shared/src/domain/outbox-routes.ts). The batch
// stops at the first entry whose answer means "try again later" (401, 408, 429, 5xx;
// shared/src/domain/outbox-answers.ts, the device's rule too): the entries after it are not
// run, so the device sends them again in order.
import { stopsARun } from '@baraat/shared/domain/outbox-answers';
import { isOutboxRoute } from '@baraat/shared/domain/outbox-routes';
import {
  OUTBOX_BATCH_TEXTS,
  type OutboxBatchResponse,
  type OutboxResult,
  outboxBatchSchema,
} from '@baraat/shared/schemas/sync';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { RunSubRequest } from '../../http/sub-request';
import { parseInput } from '../../http/validate';

export function outboxRoutes(guards: AuthGuards, run: RunSubRequest) {
  const router = new Router<AppState>({ prefix: '/sync' });
  router.post('/outbox', guards.requireOwner, async (ctx) => {
    // Each entry's body is checked by its own route, so one bad change fails alone.
    const { entries } = parseInput(outboxBatchSchema, ctx.request.body, 'body', [
      'entries',
      '*',
      'body',
    ]);
    const results: OutboxResult[] = [];
    for (const entry of entries) {
      const answer = isOutboxRoute(entry.method, entry.path)
        ? await run(ctx, {
            method: entry.method,
            path: `/api/${entry.path}`,
            idempotencyKey: entry.id,
            body: entry.body,
          })
        : { status: 404, body: { detail: OUTBOX_BATCH_TEXTS.notOutboxRoute } };
      results.push({ id: entry.id, ...answer });
      if (stopsARun(answer.status)) break;
    }
    ctx.body = {
      results,
      not_run: entries.slice(results.length).map((entry) => entry.id),
    } satisfies OutboxBatchResponse;
  });
  return router;
}
