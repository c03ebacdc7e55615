// GET /api/customer/my-profile and PUT /api/customer/profile (001 §7). The e-mail is read-only.

import {
  type CustomerProfile,
  customerProfileSchema,
} from '@baraat/shared/schemas/customer-profile';
import Router from '@koa/router';
import { inTransaction, nowIso } from '../../db/connection';
import type { AuthGuards } from '../../http/auth';
import type { AppDeps, AppState } from '../../http/context';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { type CustomerProfileRow, createCustomersRepo } from './repo';

function present(row: CustomerProfileRow): CustomerProfile {
  return {
    address: row.address,
    bio: row.bio,
    user: {
      user_id: row.id,
      username: row.username,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      mobile: row.mobile,
    },
  };
}

export function customerRoutes({ db }: AppDeps, guards: AuthGuards, idempotency: Idempotency) {
  const customers = createCustomersRepo(db);
  const router = new Router<AppState>({ prefix: '/customer' });

  router.get('/my-profile', guards.requireCustomer, (ctx) => {
    ctx.body = present(customers.profile(ctx.state.user!.id)!);
  });

  router.put('/profile', guards.requireCustomer, idempotency.middleware, (ctx) => {
    const input = parseInput(customerProfileSchema, ctx.request.body, 'body');
    const id = ctx.state.user!.id;
    idempotency.respondOnce(ctx, 200, () =>
      inTransaction(db, () => {
        customers.update({
          id,
          ...input.user,
          address: input.address,
          bio: input.bio,
          now: nowIso(),
        });
        return present(customers.profile(id)!);
      }),
    );
  });

  return router;
}
