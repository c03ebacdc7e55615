// GET /api/openapi.json: the API document (docs/architecture.md#11-the-api-document).
import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { openApiDocument } from '../../openapi/document';

export function apiDocsRoutes() {
  const router = new Router<AppState>();
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });
  return router;
}
