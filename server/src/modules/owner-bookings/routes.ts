// The owner's booking calls (docs/product/requests.md#calls) and which of the owner's halls and workers are free
// (docs/product/resources.md#calls). Ids are digits only (http/id-param.ts), so the customer's /bookings/:id never
// takes /bookings/business-requests, nor the workers' /business/resources/:id this router's
// /business/resources/available, whatever their order in api.ts.
import {
  approveBookingSchema,
  assignHallSchema,
  assignWorkerSchema,
  availableResourcesQuerySchema,
  bookingActionSchema,
  bookingDetailsSchema,
  bookingStatusUpdateSchema,
  businessBookingsQuerySchema,
  businessRequestsQuerySchema,
  declineBookingSchema,
  hallCheckParamsSchema,
  OWNER_STATUS_WORDS,
} from '@baraat/shared/schemas/business-bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { Step } from '../../db/engine';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { OwnerBookingsService } from './service';

export function ownerBookingRoutes(
  bookings: OwnerBookingsService,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>();
  const owner = guards.requireOwnedBusiness;
  const bookingId = (ctx: AppContext) => parseInput(idParamSchema, ctx.params, 'path').id;
  const guarded = [owner, idempotency.middleware] as const;
  /** A write answered once per Idempotency-Key. */
  const once = <T>(ctx: AppContext, work: () => Step<T>) =>
    idempotency.respondOnceStep(ctx, 200, work);

  router.get('/bookings/business-bookings', owner, async (ctx) => {
    const { status } = parseInput(businessBookingsQuerySchema, ctx.query, 'query');
    ctx.body = await bookings.bookings(ownedBusiness(ctx).businessId, status);
  });

  router.get('/bookings/business-requests', owner, async (ctx) => {
    const { status, past_events } = parseInput(businessRequestsQuerySchema, ctx.query, 'query');
    ctx.body = await bookings.requests(ownedBusiness(ctx).businessId, status, past_events);
  });

  router.get('/business/resources/available', owner, async (ctx) => {
    const query = parseInput(availableResourcesQuerySchema, ctx.query, 'query');
    ctx.body = await bookings.available(ownedBusiness(ctx).businessId, query);
  });

  router.get('/bookings/:id/check-hall-availability/:hallId', owner, async (ctx) => {
    const { id, hallId } = parseInput(hallCheckParamsSchema, ctx.params, 'path');
    ctx.body = await bookings.checkHall(ownedBusiness(ctx), id, hallId);
  });

  router.patch('/bookings/:id/action', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const body = parseInput(bookingActionSchema, ctx.request.body, 'body');
    return once(
      ctx,
      body.action === 'accept'
        ? bookings.approveStep(ownedBusiness(ctx), id, body)
        : bookings.declineStep(ownedBusiness(ctx), id, body.reason),
    );
  });

  router.patch('/bookings/:id/approve', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const body = parseInput(approveBookingSchema, ctx.request.body, 'body');
    return once(ctx, bookings.approveStep(ownedBusiness(ctx), id, body));
  });

  router.patch('/bookings/:id/decline', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const { reason } = parseInput(declineBookingSchema, ctx.request.body, 'body');
    return once(ctx, bookings.declineStep(ownedBusiness(ctx), id, reason));
  });

  router.patch('/bookings/:id/assign-worker', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const { worker_id } = parseInput(assignWorkerSchema, ctx.request.body, 'body');
    return once(ctx, bookings.assignStep(ownedBusiness(ctx), id, worker_id, 'worker_id'));
  });

  router.patch('/bookings/:id/assign-hall', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const { hall_id } = parseInput(assignHallSchema, ctx.request.body, 'body');
    return once(ctx, bookings.assignStep(ownedBusiness(ctx), id, hall_id, 'hall_id'));
  });

  router.patch('/bookings/:id/status', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const { status, reason } = parseInput(bookingStatusUpdateSchema, ctx.request.body, 'body');
    return once(
      ctx,
      OWNER_STATUS_WORDS[status] === 'accept'
        ? bookings.approveStep(ownedBusiness(ctx), id, {})
        : bookings.declineStep(ownedBusiness(ctx), id, reason),
    );
  });

  router.patch('/bookings/:id/details', ...guarded, (ctx) => {
    const id = bookingId(ctx);
    const body = parseInput(bookingDetailsSchema, ctx.request.body, 'body');
    return once(ctx, bookings.detailsStep(ownedBusiness(ctx), id, body));
  });

  return router;
}
