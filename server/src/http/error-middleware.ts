// The one place errors become responses: {"detail": ...} with the error's status. A refusal
// of the database's own guards is answered from the table of constraint-errors.ts; an
// unreachable database (db/unavailable.ts) and a write contended past its runs again
// (db/postgres-engine.ts's isRetryable) with 503. Anything unexpected is logged with its stack and answered 500
// without internals (docs/architecture.md#2-server-module-shape). An
// error status without a body (nothing matched, wrong method) gets {"detail": ...} too. The
// app and the outbox batch's sub-requests (sub-request.ts) both answer through it, in the
// request's language (refusals.ts).
import { STATUS_CODES } from 'node:http';
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { isRetryable } from '../db/postgres-engine';
import { DatabaseUnavailable } from '../db/unavailable';
import { ENGLISH_ONLY, type Translator } from '../i18n/translator';
import { constraintRefusal } from './constraint-errors';
import type { AppContext, AppState } from './context';
import { AppError } from './errors';
import { refusalInReadersLanguage } from './refusals';
import { dropUnreadBody } from './unread-body';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/** Refusals of a body the parser stopped reading: too large (413), an unknown encoding (415). */
const UNREAD_BODY_STATUSES = new Set([413, 415]);

/**
 * A refusal whose body was not read whole: the rest is dropped before the answer goes
 * (unread-body.ts). The connection closes after the answer when the body did not end, or when
 * the body parser gave up on it part way.
 */
async function dropBodyOfRefusal(ctx: AppContext) {
  const ended = await dropUnreadBody(ctx.req);
  if (!ended || UNREAD_BODY_STATUSES.has(ctx.status)) ctx.set('Connection', 'close');
}

export function errorMiddleware(
  logger: Logger,
  translate: Translator = ENGLISH_ONLY,
): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) {
        const status = ctx.status;
        ctx.body = { detail: STATUS_CODES[status] };
        ctx.status = status;
      }
    } catch (thrown) {
      const error = constraintRefusal(thrown) ?? thrown;
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { detail: error.detail };
        return;
      }
      const httpError = error as HttpLikeError;
      const status = httpError.status ?? httpError.statusCode;
      // Client errors raised by Koa or the body parser (bad JSON, too large, wrong method).
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { detail: httpError.expose ? httpError.message : STATUS_CODES[status] };
        return;
      }
      // The database out of reach for a moment (the engine logged it once), or a write that
      // stayed contended through every run again: either way, try again soon.
      const outOfReach = error instanceof DatabaseUnavailable;
      if (outOfReach || isRetryable(error)) {
        if (!outOfReach) {
          logger.warn({ err: error, method: ctx.method, path: ctx.path }, 'write contended: 503');
        }
        ctx.status = 503;
        ctx.set('Retry-After', '1');
        ctx.body = { detail: GLOBAL_ERRORS.unavailable };
        return;
      }
      logger.error({ err: error, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { detail: GLOBAL_ERRORS.internal };
    } finally {
      if (ctx.status >= 400) {
        refusalInReadersLanguage(ctx, translate);
        await dropBodyOfRefusal(ctx);
      }
    }
  };
}
