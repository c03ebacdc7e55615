// /api/payments: the payments ledger (002 §7.4; DESIGN.md §6). Owners record and refund;
// customers and owners read their own.
import { myPaymentsQuerySchema, recordPaymentSchema } from '@baraat/shared/schemas/payments';
import Router from '@koa/router';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { AppDeps, AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { createPaymentsService } from './service';

const idParam = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be a whole number' }),
});

export function paymentRoutes({ db }: AppDeps, guards: AuthGuards, idempotency: Idempotency) {
  const payments = createPaymentsService(db);
  const router = new Router<AppState>({ prefix: '/payments' });

  router.post('/', guards.requireOwner, idempotency.middleware, (ctx) => {
    const input = parseInput(recordPaymentSchema, ctx.request.body, 'body');
    idempotency.respondOnce(ctx, 201, () => payments.record(ctx.state.user!.id, input));
  });

  router.get('/my-payments', guards.requireUser, (ctx) => {
    ctx.body = payments.mine(
      ctx.state.user!,
      parseInput(myPaymentsQuerySchema, ctx.query, 'query'),
    );
  });

  router.get('/:id', guards.requireUser, (ctx) => {
    ctx.body = payments.get(parseInput(idParam, ctx.params, 'path').id, ctx.state.user!);
  });

  router.patch('/:id/refund', guards.requireOwner, (ctx) => {
    ctx.body = payments.refund(parseInput(idParam, ctx.params, 'path').id, ctx.state.user!.id);
  });

  return router;
}
