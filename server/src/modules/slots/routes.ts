// /api/slots (docs/product/calendar.md#calls): the owner's calendar slots. Owner-only, scoped to the caller's
// business. Writes take an Idempotency-Key: the calendar sends them from its outbox, and a
// replay after a lost answer must not create a second slot (docs/product/offline.md#the-promise).
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
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { SlotsService } from './service';

export function slotRoutes(slots: SlotsService, guards: AuthGuards, idempotency: Idempotency) {
  const router = new Router<AppState>({ prefix: '/slots' });
  const owner = [guards.requireOwnedBusiness, idempotency.middleware] as const;
  const pathId = (ctx: AppContext) => parseInput(idParamSchema, ctx.params, 'path').id;
  /** The business of /slots/business/{id}: its business id or its mapping id. */
  const named = (ctx: AppContext) => ownedBusinessAt(ctx, pathId(ctx), 'either');

  router.get('/business/:id', guards.requireOwnedBusiness, (ctx) => {
    const query = parseInput(slotRangeQuerySchema, ctx.query, 'query');
    ctx.body = slots.list(named(ctx), query);
  });

  router.get('/business/:id/range', guards.requireOwnedBusiness, (ctx) => {
    const query = parseInput(slotRangeQuerySchema, ctx.query, 'query');
    ctx.body = slots.list(named(ctx), query);
  });

  router.get('/business/:id/available', guards.requireOwnedBusiness, (ctx) => {
    const { target_date } = parseInput(availableSlotsQuerySchema, ctx.query, 'query');
    ctx.body = slots.available(named(ctx), target_date);
  });

  router.post('/bulk', ...owner, (ctx) => {
    const { user_business_mapping_id } = parseInput(bulkQuerySchema, ctx.query, 'query');
    const body = parseInput(bulkSlotsSchema, ctx.request.body, 'body');
    idempotency.respondOnce(ctx, 201, () =>
      slots.bulk(ownedBusiness(ctx), user_business_mapping_id, body),
    );
  });

  router.post('/', ...owner, (ctx) => {
    const input = parseInput(createSlotSchema, ctx.request.body, 'body');
    idempotency.respondOnce(ctx, 201, () => slots.create(ownedBusiness(ctx), input));
  });

  router.put('/:id', ...owner, (ctx) => {
    const input = parseInput(updateSlotSchema, ctx.request.body, 'body');
    idempotency.respondOnce(ctx, 200, () => slots.update(ownedBusiness(ctx), pathId(ctx), input));
  });

  router.patch('/:id/block', ...owner, (ctx) => {
    idempotency.respondOnce(ctx, 200, () => slots.block(ownedBusiness(ctx), pathId(ctx)));
  });

  router.patch('/:id/unblock', ...owner, (ctx) => {
    idempotency.respondOnce(ctx, 200, () => slots.unblock(ownedBusiness(ctx), pathId(ctx)));
  });

  router.delete('/:id', ...owner, (ctx) => {
    idempotency.respondOnce(ctx, 200, () => slots.remove(ownedBusiness(ctx), pathId(ctx)));
  });

  return router;
}
