// POST /api/reviews, PUT/DELETE /api/reviews/{id}, GET /api/customer/reviews (docs/product/discovery.md#calls).

import { idParamSchema } from '@baraat/shared/schemas/fields';
import { createReviewSchema, updateReviewSchema } from '@baraat/shared/schemas/reviews';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { ReviewsService } from './service';

export function reviewRoutes(reviews: ReviewsService, guards: AuthGuards) {
  const router = new Router<AppState>();

  router.post('/reviews', guards.requireCustomer, async (ctx) => {
    const input = parseInput(createReviewSchema, ctx.request.body, 'body');
    ctx.body = await reviews.create(ctx.state.user!.id, input);
    ctx.status = 201;
  });

  router.put('/reviews/:id', guards.requireCustomer, async (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const changes = parseInput(updateReviewSchema, ctx.request.body, 'body');
    ctx.body = await reviews.update(id, ctx.state.user!.id, changes);
  });

  router.delete('/reviews/:id', guards.requireCustomer, async (ctx) => {
    await reviews.remove(parseInput(idParamSchema, ctx.params, 'path').id, ctx.state.user!.id);
    ctx.status = 204;
  });

  router.get('/customer/reviews', guards.requireCustomer, async (ctx) => {
    ctx.body = await reviews.mine(ctx.state.user!.id);
  });

  return router;
}
