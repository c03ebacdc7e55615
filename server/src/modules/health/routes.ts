import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { presentHealthy } from './presenter';
import type { HealthService } from './service';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(health: HealthService) {
  const router = new Router<AppState>();
  router.get('/health', async (ctx) => {
    await health.check();
    ctx.body = presentHealthy();
  });
  return router;
}
