// The weddings' writes (docs/product/weddings.md#calls): a customer books one, the owner
// answers it as a whole, the desk logs a walk-in wedding. Each is one transaction with its
// Idempotency-Key (an offline desk sends its outbox entries again), answering the wedding as
// GET reads it. The day and the clock are read before the transaction, so a PostgreSQL retry
// decides and writes the same.
import { timeInPakistan, todayInPakistan } from '@baraat/shared/domain/dates';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { walkInWeddingSchema } from '@baraat/shared/schemas/walkin-weddings';
import {
  approveWeddingSchema,
  createWeddingSchema,
  declineWeddingSchema,
} from '@baraat/shared/schemas/weddings';
import Router from '@koa/router';
import { nowIso } from '../../db/connection';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { DomainEventSteps } from '../notifications/events-service';
import type { OwnerBookingsService } from '../owner-bookings/service';
import { approveWeddingStep, declineWeddingStep } from './answer';
import { createWeddingStep } from './create';
import { walkInWeddingStep } from './walkin-weddings';

export interface WeddingWriteDeps {
  events: DomainEventSteps;
  ownerBookings: OwnerBookingsService;
}

const requestClock = () => ({
  today: todayInPakistan(),
  now: timeInPakistan(),
  stamp: nowIso(),
});

export function weddingWriteRoutes(
  deps: WeddingWriteDeps,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>();
  const ownerOnce = [guards.requireOwnedBusiness, idempotency.middleware] as const;
  const decisions = deps.ownerBookings.decisions;

  router.post('/weddings', guards.requireCustomer, idempotency.middleware, (ctx) => {
    const input = parseInput(createWeddingSchema, ctx.request.body, 'body');
    const clock = requestClock();
    return idempotency.respondOnceStep(ctx, 201, () =>
      createWeddingStep(ctx.state.user!, input, clock, deps.events),
    );
  });

  router.post('/business/walkin-weddings', ...ownerOnce, (ctx) => {
    const input = parseInput(walkInWeddingSchema, ctx.request.body, 'body');
    const clock = { today: todayInPakistan(), now: nowIso() };
    // On PostgreSQL a send of the same key racing the first trips the guard the first's
    // slots now hold; the transaction runs again and replays the first's answer
    // (docs/architecture.md#10-two-engines).
    return idempotency.respondOnceStep(ctx, 201, () =>
      walkInWeddingStep(ownedBusiness(ctx), input, clock),
    );
  });

  router.patch('/weddings/:id/approve', ...ownerOnce, (ctx) => {
    const id = parseInput(idParamSchema, ctx.params, 'path').id;
    const input = parseInput(approveWeddingSchema, ctx.request.body, 'body');
    const clock = { today: todayInPakistan(), now: nowIso() };
    return idempotency.respondOnceStep(ctx, 200, () =>
      approveWeddingStep(decisions, ownedBusiness(ctx), id, input, clock),
    );
  });

  router.patch('/weddings/:id/decline', ...ownerOnce, (ctx) => {
    const id = parseInput(idParamSchema, ctx.params, 'path').id;
    const { reason } = parseInput(declineWeddingSchema, ctx.request.body, 'body');
    const clock = { today: todayInPakistan(), now: nowIso() };
    return idempotency.respondOnceStep(ctx, 200, () =>
      declineWeddingStep(decisions, ownedBusiness(ctx), id, reason, clock),
    );
  });

  return router;
}
