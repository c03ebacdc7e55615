// /api/payments: the payments ledger (docs/product/payments.md#calls; docs/product/decisions.md#the-decisions-at-a-glance). Owners record and refund;
// customers and owners read their own; an owner reads what the business is owed (summary).

import { idParamSchema } from '@baraat/shared/schemas/fields';
import { myPaymentsQuerySchema, recordPaymentSchema } from '@baraat/shared/schemas/payments';
import { receivablesQuerySchema } from '@baraat/shared/schemas/receivables';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { PaymentsService } from './service';

export function paymentRoutes(
  payments: PaymentsService,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>({ prefix: '/payments' });

  router.post('/', guards.requireOwner, idempotency.middleware, (ctx) => {
    const input = parseInput(recordPaymentSchema, ctx.request.body, 'body');
    return idempotency.respondOnceStep(ctx, 201, () =>
      payments.recordStep(ctx.state.user!.id, input),
    );
  });

  router.get('/my-payments', guards.requireUser, async (ctx) => {
    ctx.body = await payments.mine(
      ctx.state.user!,
      parseInput(myPaymentsQuerySchema, ctx.query, 'query'),
    );
  });

  router.get('/receivables', guards.requireOwner, async (ctx) => {
    ctx.body = await payments.receivables(
      ctx.state.user!.id,
      parseInput(receivablesQuerySchema, ctx.query, 'query'),
    );
  });

  router.get('/summary', guards.requireOwnedBusiness, async (ctx) => {
    ctx.body = await payments.summary(ownedBusiness(ctx).businessId);
  });

  router.get('/:id', guards.requireUser, async (ctx) => {
    ctx.body = await payments.get(
      parseInput(idParamSchema, ctx.params, 'path').id,
      ctx.state.user!,
    );
  });

  router.patch('/:id/refund', guards.requireOwner, async (ctx) => {
    ctx.body = await payments.refund(
      parseInput(idParamSchema, ctx.params, 'path').id,
      ctx.state.user!.id,
    );
  });

  return router;
}
