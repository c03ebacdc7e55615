// GET /api/customer/my-profile and PUT /api/customer/profile (docs/product/discovery.md#calls).
import { customerProfileSchema } from '@baraat/shared/schemas/customer-profile';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import type { CustomersService } from './service';

export function customerRoutes(
  customers: CustomersService,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>({ prefix: '/customer' });

  router.get('/my-profile', guards.requireCustomer, async (ctx) => {
    ctx.body = await customers.profile(ctx.state.user!.id);
  });

  router.put('/profile', guards.requireCustomer, idempotency.middleware, (ctx) => {
    const input = parseInput(customerProfileSchema, ctx.request.body, 'body');
    return idempotency.respondOnceStep(ctx, 200, () =>
      customers.updateStep(ctx.state.user!.id, input),
    );
  });

  return router;
}
