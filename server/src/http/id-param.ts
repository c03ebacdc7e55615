// Ids in /api paths are digits. A route whose id parameter (`id`, or any name ending in id or
// Id: `pid`, `hallId`, `media_id`) is not digits does not answer: it hands the request on to
// the routes after it, as if its path had not matched, before any of its guards runs. So a
// word such as /business/halls, /business/resources/available or /bookings/business-requests
// is never taken for an id whichever router is registered first (route-order.test.ts proves
// it by registering them in reverse), and a path no route takes is the router's 404.
import type Router from '@koa/router';
import compose from 'koa-compose';

const DIGITS = /^\d+$/;
const ID_NAME = /id$/i;

/** Makes every route of `router` with an id parameter answer only digits; returns it. */
export function digitsOnlyIds<S, C>(router: Router<S, C>): Router<S, C> {
  for (const layer of (router as unknown as Router).stack) {
    const ids = layer.paramNames
      .map((key) => String(key.name))
      .filter((name) => ID_NAME.test(name));
    if (ids.length === 0) continue;
    const route = compose(layer.stack as compose.Middleware<{ params: Record<string, string> }>[]);
    const guarded: compose.Middleware<{ params: Record<string, string> }> = (ctx, next) =>
      ids.every((name) => DIGITS.test(ctx.params[name] ?? '')) ? route(ctx, next) : next();
    layer.stack = [guarded as unknown as (typeof layer.stack)[number]];
  }
  return router;
}
