import type { Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import type { AppContext, AppState } from './context';
import { handedOverAt } from './handover';

/** Slower than this, a successful request is logged at info as well. */
const SLOW_MS = 1000;

/**
 * One log line per request: method, path (never the query string, which may carry an e-mail),
 * status, duration and the signed-in user's id. Answers under 400 that came back in time go
 * at debug: at info, the line cost ~55 µs of a 120 µs slots request (bench), and
 * production runs at info. Refusals, failures and slow answers stay at info. A logger set
 * above info (LOG_LEVEL=warn) writes no request line, so the request is not timed at all:
 * no clock readings and no wrapping promise.
 */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return (ctx, next) => (logger.isLevelEnabled('info') ? logged(logger, ctx, next) : next());
}

/** What a request's log line names. */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  user_id: number | undefined;
}

/** Writes a request's line, at debug or info as above, timed from `started` (performance.now()). */
export function logRequest(logger: Logger, line: RequestLine, started: number) {
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const level = line.status < 400 && ms < SLOW_MS ? 'debug' : 'info';
  if (logger.isLevelEnabled(level)) {
    const { method, path, status, user_id } = line;
    logger[level]({ method, path, status, ms, user_id }, 'request');
  }
}

async function logged(logger: Logger, ctx: AppContext, next: Next) {
  // A request the plain-reads lane read before it handed it over is timed from its arrival.
  const started = handedOverAt(ctx.req) ?? performance.now();
  try {
    await next();
  } finally {
    const { method, path, status } = ctx;
    logRequest(logger, { method, path, status, user_id: ctx.state.user?.id }, started);
  }
}
