// POST /api/business/walkins (issue 11): a walk-in's slot, hall check and accepted booking in
// one transaction, stored once per Idempotency-Key however often the calendar's outbox sends it.
import { walkInSchema } from '@baraat/shared/schemas/walkins';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { WalkInsService } from './service';

export function walkInRoutes(
  walkIns: WalkInsService,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>();
  router.post('/business/walkins', guards.requireOwnedBusiness, idempotency.middleware, (ctx) => {
    const input = parseInput(walkInSchema, ctx.request.body, 'body');
    const work = walkIns.recordStep(ownedBusiness(ctx), input);
    // On PostgreSQL a send of the same key racing the first is refused by the overlap guard
    // the first's slot now trips; the transaction helper runs it again, and it replays the
    // first's answer (docs/architecture.md#10-two-engines).
    return idempotency.respondOnceStep(ctx, 201, work);
  });
  return router;
}
