// Reads JSON and form bodies (POST, PUT, PATCH). koa-body inflates a body that names a
// Content-Encoding; when the bytes are not what the header claims, zlib's error carries no
// HTTP status and would become a 500, so it is answered here as the client's mistake.
//
// A JSON body may nest at most MAX_BODY_DEPTH objects and arrays: Baraat's deepest
// body (an outbox batch of walk-ins) is five levels, while thousands of levels would overflow
// the stack of every step that walks a body (the idempotency hash, the schemas, the log).
import { fill, tx } from '@baraat/shared/i18n/text';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { AppState } from './context';
import { AppError, badRequest } from './errors';

/** Levels of objects and arrays a body may nest. */
export const MAX_BODY_DEPTH = 32;

export const nestedTooDeeply = fill(
  tx('Request body is nested too deeply: at most {max} levels of objects and arrays'),
  { max: MAX_BODY_DEPTH },
);

/** The encodings koa-body's inflation understands. */
const SUPPORTED_ENCODINGS = ['gzip', 'deflate', 'br'];

export const undecompressableBody = (encoding: string) =>
  fill(tx('Request body could not be decompressed (Content-Encoding: {encoding})'), { encoding });

export const unsupportedEncoding = (encoding: string) =>
  fill(tx('Content-Encoding {encoding} is not supported; send {supported} or none'), {
    encoding,
    supported: SUPPORTED_ENCODINGS.join(', '),
  });

interface ParsingError extends Error {
  status?: number;
  errno?: unknown;
  code?: unknown;
}

function explain(error: ParsingError, ctx: Context): never {
  const encoding = ctx.get('Content-Encoding') || 'identity';
  if (error.status === 415) throw new AppError(415, unsupportedEncoding(encoding));
  // zlib and brotli stream failures: a numeric errno and a code, never an HTTP status.
  const fromZlib = typeof error.errno === 'number' && typeof error.code === 'string';
  if (error.status === undefined && fromZlib && encoding !== 'identity') {
    throw badRequest(undecompressableBody(encoding));
  }
  // Bad JSON (400), too large (413), aborted (400): the error middleware answers these.
  throw error;
}

/** Whether a parsed body nests deeper than the limit; a loop, so no depth can overflow it. */
export function nestsTooDeeply(body: unknown, limit = MAX_BODY_DEPTH): boolean {
  const pending: [unknown, number][] = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return false;
}

export function bodyParser(): Middleware<AppState> {
  const parse = koaBody({
    json: true,
    urlencoded: true,
    multipart: false,
    jsonLimit: '1mb',
    formLimit: '64kb',
    text: false,
    onError: explain,
  });
  return (ctx, next) =>
    parse(ctx, () => {
      if (nestsTooDeeply(ctx.request.body)) throw badRequest(nestedTooDeeply);
      return next();
    });
}
