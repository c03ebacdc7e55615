// /api/slots (docs/product/calendar.md#calls): the owner's calendar slots. Owner-only, scoped to the caller's
// business. Writes take an Idempotency-Key: the calendar sends them from its outbox, and a
// replay after a lost answer must not create a second slot (docs/product/offline.md#the-promise): each write is a
// step of respondOnceStep, so the key, the write and its stored answer are one transaction.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  availableSlotsQuerySchema,
  bulkQuerySchema,
  bulkSlotsSchema,
  createSlotSchema,
  slotRangeQuerySchema,
  updateSlotSchema,
} from '@baraat/shared/schemas/slots';
import Router from '@koa/router';
import type { Step } from '../../db/engine';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { OwnerSlotsService } from './service';

export function slotRoutes(slots: OwnerSlotsService, guards: AuthGuards, idempotency: Idempotency) {
  const router = new Router<AppState>({ prefix: '/slots' });
  const owner = [guards.requireOwnedBusiness, idempotency.middleware] as const;
  const pathId = (ctx: AppContext) => parseInput(idParamSchema, ctx.params, 'path').id;
  /** The business of /slots/business/{id}: its business id or its mapping id. */
  const named = (ctx: AppContext) => ownedBusinessAt(ctx, pathId(ctx), 'either');

  router.get('/business/:id', guards.requireOwnedBusiness, async (ctx) => {
    const query = parseInput(slotRangeQuerySchema, ctx.query, 'query');
    ctx.body = await slots.list(named(ctx), query);
  });

  router.get('/business/:id/range', guards.requireOwnedBusiness, async (ctx) => {
    const query = parseInput(slotRangeQuerySchema, ctx.query, 'query');
    ctx.body = await slots.list(named(ctx), query);
  });

  router.get('/business/:id/available', guards.requireOwnedBusiness, async (ctx) => {
    const { target_date } = parseInput(availableSlotsQuerySchema, ctx.query, 'query');
    ctx.body = await slots.available(named(ctx), target_date);
  });

  /** A write answered once per Idempotency-Key. */
  const once = <T>(ctx: AppContext, status: number, work: () => () => Step<T>) =>
    idempotency.respondOnceStep(ctx, status, work());

  router.post('/bulk', ...owner, (ctx) => {
    const { user_business_mapping_id } = parseInput(bulkQuerySchema, ctx.query, 'query');
    const body = parseInput(bulkSlotsSchema, ctx.request.body, 'body');
    return once(ctx, 201, () => slots.bulkStep(ownedBusiness(ctx), user_business_mapping_id, body));
  });

  router.post('/', ...owner, (ctx) => {
    const input = parseInput(createSlotSchema, ctx.request.body, 'body');
    return once(ctx, 201, () => slots.createStep(ownedBusiness(ctx), input));
  });

  router.put('/:id', ...owner, (ctx) => {
    const input = parseInput(updateSlotSchema, ctx.request.body, 'body');
    return once(ctx, 200, () => slots.updateStep(ownedBusiness(ctx), pathId(ctx), input));
  });

  router.patch('/:id/block', ...owner, (ctx) =>
    once(ctx, 200, () => slots.blockStep(ownedBusiness(ctx), pathId(ctx))),
  );

  router.patch('/:id/unblock', ...owner, (ctx) =>
    once(ctx, 200, () => slots.unblockStep(ownedBusiness(ctx), pathId(ctx))),
  );

  router.delete('/:id', ...owner, (ctx) =>
    once(ctx, 200, () => slots.removeStep(ownedBusiness(ctx), pathId(ctx))),
  );

  return router;
}
