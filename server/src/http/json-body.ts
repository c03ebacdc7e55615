// Turns an API answer into its JSON text once. Koa stringifies an object body in `respond`,
// and again whenever something asks the response's length first — koa-compress does on
// every request — so each answer was serialised twice (issue 9: a CPU profile of the
// profile-by-slug bench put that second JSON.stringify at ~5% of the server's time).
import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

export function jsonBodyOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (
      body === null ||
      typeof body !== 'object' ||
      Buffer.isBuffer(body) ||
      body instanceof Stream ||
      body instanceof Uint8Array
    ) {
      return;
    }
    // The type Koa chose for the object (application/json) stays; the length becomes exact.
    ctx.body = JSON.stringify(body);
  };
}
