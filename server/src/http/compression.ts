// Compresses answers of 1 KB and more (brotli at quality 4, or gzip, as the client accepts).
// koa-compress looks at every answer after the routes ran: its type, whether the type is
// compressible, the Cache-Control and Content-Range headers, and only then the size. Most API
// answers are a few hundred bytes of JSON, so those it would leave alone are let through here
// at once (issue 9: a measurable share of the cheapest answers' time). Every answer still
// says Vary: Accept-Encoding, set before the routes run, as koa-compress does.
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

const THRESHOLD_BYTES = 1024;

const settled = () => Promise.resolve();

export function compression(): Middleware {
  const compressor = compress({
    threshold: THRESHOLD_BYTES,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return async (ctx, next) => {
    ctx.vary('Accept-Encoding');
    await next();
    const { body } = ctx;
    if (!body) return;
    const sized = typeof body === 'string' || Buffer.isBuffer(body);
    if (sized && ctx.response.length < THRESHOLD_BYTES) return;
    // koa-compress with nothing left to run: it only decides on and encodes this answer.
    await compressor(ctx, settled);
  };
}
