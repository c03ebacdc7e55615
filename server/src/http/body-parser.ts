// Reads JSON and form bodies (POST, PUT, PATCH). koa-body inflates a body that names a
// Content-Encoding; when the bytes are not what the header claims, zlib's error carries no
// HTTP status and would become a 500, so it is answered here as the client's mistake.
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { AppState } from './context';
import { AppError, badRequest } from './errors';

/** The encodings koa-body's inflation understands. */
const SUPPORTED_ENCODINGS = ['gzip', 'deflate', 'br'];

export const undecompressableBody = (encoding: string) =>
  `Request body could not be decompressed (Content-Encoding: ${encoding})`;

export const unsupportedEncoding = (encoding: string) =>
  `Content-Encoding ${encoding} is not supported; send ${SUPPORTED_ENCODINGS.join(', ')} or none`;

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

export function bodyParser(): Middleware<AppState> {
  return koaBody({
    json: true,
    urlencoded: true,
    multipart: false,
    jsonLimit: '1mb',
    formLimit: '64kb',
    text: false,
    onError: explain,
  });
}
