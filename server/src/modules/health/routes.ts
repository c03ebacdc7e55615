import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import Router from '@koa/router';
import { pingDatabase } from '../../db/connection';
import type { AppDeps, AppState } from '../../http/context';
import { AppError } from '../../http/errors';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes({ db, logger }: AppDeps) {
  const router = new Router<AppState>();
  router.get('/health', (ctx) => {
    if (!pingDatabase(db)) {
      logger.error('health check: database unavailable');
      throw new AppError(503, GLOBAL_ERRORS.unavailable);
    }
    ctx.body = { status: 'ok', database: 'ok' };
  });
  return router;
}
