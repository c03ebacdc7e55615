// The owner's money side of a wedding (docs/product/weddings.md#calls): PUT
// /api/weddings/{id}/plan, POST /api/weddings/{id}/payments (Idempotency-Key; the desk's outbox
// sends it too) and GET /api/business/instalments. Owner only: customers 403, another
// business's wedding 404.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { paymentPlanSchema, recordWeddingPaymentSchema } from '@baraat/shared/schemas/weddings';
import Router from '@koa/router';
import type { Database } from '../../db/engine';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { PaymentsService } from '../payments/service';
import { listInstalmentsDue } from './owed-service';
import { savePlanStep } from './plan';
import { recordWeddingPaymentStep } from './wedding-payments';

export function weddingPlanRoutes(
  database: Database,
  ledger: Pick<PaymentsService, 'insertStep'>,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>();

  router.put('/weddings/:id/plan', guards.requireOwnedBusiness, async (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const plan = parseInput(paymentPlanSchema, ctx.request.body, 'body');
    const today = todayInPakistan();
    ctx.body = await database.transaction(() =>
      savePlanStep(ownedBusiness(ctx).businessId, id, plan, today),
    );
  });

  router.post(
    '/weddings/:id/payments',
    guards.requireOwnedBusiness,
    idempotency.middleware,
    (ctx) => {
      const { id } = parseInput(idParamSchema, ctx.params, 'path');
      const input = parseInput(recordWeddingPaymentSchema, ctx.request.body, 'body');
      const owner = { userId: ctx.state.user!.id, businessId: ownedBusiness(ctx).businessId };
      const today = todayInPakistan();
      return idempotency.respondOnceStep(ctx, 201, () =>
        recordWeddingPaymentStep(ledger, owner, id, input, today),
      );
    },
  );

  router.get('/business/instalments', guards.requireOwnedBusiness, async (ctx) => {
    ctx.body = await listInstalmentsDue(database, ownedBusiness(ctx).businessId);
  });

  return router;
}
