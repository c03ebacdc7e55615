// /api/bookings: the customer's side of booking requests (docs/product/discovery.md#calls). Ids are digits only
// (http/id-param.ts), so no word under /bookings can fall into the customer-only /:id route
// (it answered an owner's /bookings/business-requests with 403).
import { createBookingSchema, myBookingsQuerySchema } from '@baraat/shared/schemas/bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import type { BookingsService } from './service';

export function bookingRoutes(
  bookings: BookingsService,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>({ prefix: '/bookings' });

  router.post('/', guards.requireCustomer, idempotency.middleware, (ctx) => {
    const input = parseInput(createBookingSchema, ctx.request.body, 'body');
    return idempotency.respondOnceStep(ctx, 201, bookings.createStep(ctx.state.user!, input));
  });

  const mine: Middleware<AppState> = async (ctx) => {
    const { status, date_from, date_to } = parseInput(myBookingsQuerySchema, ctx.query, 'query');
    ctx.body = await bookings.mine(ctx.state.user!.id, status, date_from, date_to);
  };
  router.get('/', guards.requireCustomer, mine);
  router.get('/my-bookings', guards.requireCustomer, mine);
  router.get('/stats', guards.requireCustomer, async (ctx) => {
    ctx.body = await bookings.stats(ctx.state.user!.id);
  });

  router.get('/:id', guards.requireCustomer, async (ctx) => {
    ctx.body = await bookings.get(
      parseInput(idParamSchema, ctx.params, 'path').id,
      ctx.state.user!.id,
    );
  });

  const cancel: Middleware<AppState> = async (ctx) => {
    ctx.body = await bookings.cancel(
      parseInput(idParamSchema, ctx.params, 'path').id,
      ctx.state.user!.id,
    );
  };
  router.delete('/:id', guards.requireCustomer, cancel);
  router.patch('/:id/cancel', guards.requireCustomer, cancel);

  return router;
}
