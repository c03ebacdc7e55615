// Compresses answers of 1 KB and more (brotli at quality 4, or gzip, as the client accepts)
// through koa-compress, which examines every answer (its type, whether that is compressible,
// Cache-Control, Content-Range) before its size. Answers to a client that accepts no encoding,
// and answers under 1 KB, go at once (most API answers are a few hundred bytes). For
// the others an object body becomes its JSON text here, once: koa-compress asks the length
// first, and Koa would stringify the object for that and again in `respond`. Every answer
// says Vary: Accept-Encoding, set before the routes run, as koa-compress does.
import { Stream } from 'node:stream';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';

/** Answers this long and longer are compressed for a client that accepts an encoding. */
export const THRESHOLD_BYTES = 1024;

const settled = () => Promise.resolve();

/** An object or array Koa would send as JSON (not a buffer, stream or other binary). */
export function isJsonValue(body: unknown): body is object {
  return (
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    !(body instanceof Stream) &&
    !(body instanceof Uint8Array)
  );
}

/** Gives an object body its JSON text; the type Koa chose (application/json) stays. */
function serialise(ctx: Context) {
  if (isJsonValue(ctx.body)) ctx.body = JSON.stringify(ctx.body);
}

export function compression(): Middleware {
  const compressor = compress({
    threshold: THRESHOLD_BYTES,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  /** After the routes: encodes the answer when it is large enough to be worth it. */
  const encode = (ctx: Context): Promise<void> | undefined => {
    if (!ctx.body) return;
    serialise(ctx);
    const { body } = ctx;
    const sized = typeof body === 'string' || Buffer.isBuffer(body);
    if (sized && ctx.response.length < THRESHOLD_BYTES) return;
    // koa-compress with nothing left to run: it only decides on and encodes this answer.
    return compressor(ctx, settled);
  };
  return (ctx, next) => {
    // ctx.vary parses the header it adds to; with none there yet (so far always) it is set.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Accept-Encoding');
    else ctx.res.setHeader('Vary', 'Accept-Encoding');
    // With no Accept-Encoding koa-compress negotiates identity (its default): nothing to do
    // after the routes, so the request goes on without waiting for them here (a CPU profile
    // of the bench's slots: an awaiting step costs a promise and a resumption per request),
    // and Koa's respond serialises an object body once, as nothing asks its length before.
    if (!ctx.request.headers['accept-encoding']) return next();
    return next().then(() => encode(ctx));
  };
}
