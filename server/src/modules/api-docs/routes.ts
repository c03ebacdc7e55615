// GET /api/openapi.json: the API document (docs/architecture.md#11-the-api-document). Its
// descriptions are loaded at the first call for it, not at start: a server that is never asked
// for it never holds them.
import Router from '@koa/router';
import type { AppState } from '../../http/context';

export function apiDocsRoutes() {
  const router = new Router<AppState>();
  router.get('/openapi.json', async (ctx) => {
    const { openApiDocument } = await import('../../openapi/document');
    ctx.body = openApiDocument();
  });
  return router;
}
