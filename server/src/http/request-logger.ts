import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './context';

/**
 * One log line per request: method, path (never the query string, which may carry an e-mail),
 * status, duration and the signed-in user's id.
 */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          user_id: ctx.state.user?.id,
        },
        'request',
      );
    }
  };
}
