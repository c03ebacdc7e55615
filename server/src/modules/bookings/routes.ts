// /api/bookings: the customer's side of booking requests (spec 001 §7).

import { createBookingSchema, myBookingsQuerySchema } from '@baraat/shared/schemas/bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuthGuards } from '../../http/auth';
import type { AppDeps, AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { createBookingsService } from './service';

export function bookingRoutes({ db }: AppDeps, guards: AuthGuards, idempotency: Idempotency) {
  const bookings = createBookingsService(db);
  const router = new Router<AppState>({ prefix: '/bookings' });

  router.post('/', guards.requireCustomer, idempotency.middleware, (ctx) => {
    const input = parseInput(createBookingSchema, ctx.request.body, 'body');
    idempotency.respondOnce(ctx, 201, () => bookings.create(ctx.state.user!, input));
  });

  router.get('/my-bookings', guards.requireCustomer, (ctx) => {
    const { status, date_from, date_to } = parseInput(myBookingsQuerySchema, ctx.query, 'query');
    ctx.body = bookings.mine(ctx.state.user!.id, status, date_from, date_to);
  });

  router.get('/:id', guards.requireCustomer, (ctx) => {
    ctx.body = bookings.get(parseInput(idParamSchema, ctx.params, 'path').id, ctx.state.user!.id);
  });

  const cancel: Middleware<AppState> = (ctx) => {
    ctx.body = bookings.cancel(
      parseInput(idParamSchema, ctx.params, 'path').id,
      ctx.state.user!.id,
    );
  };
  router.delete('/:id', guards.requireCustomer, cancel);
  router.patch('/:id/cancel', guards.requireCustomer, cancel);

  return { router, service: bookings };
}
