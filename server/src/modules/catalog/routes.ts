// Reference lists (docs/product/accounts.md#what-an-account-holds, docs/product/discovery.md#calls, docs/product/resources.md#calls). The easyshadi paths answer in the
// {cities} / {business_types} envelope with {id, name}; the others in the entity field names.
import { byBusinessTypeQuerySchema } from '@baraat/shared/schemas/catalog';
import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService) {
  const router = new Router<AppState>();

  router.get('/easyshadi/cities', async (ctx) => {
    ctx.body = await catalog.cities();
  });

  router.get('/easyshadi/business-types', async (ctx) => {
    ctx.body = await catalog.businessTypeNames();
  });

  router.get('/business-types', async (ctx) => {
    ctx.body = await catalog.businessTypes();
  });

  // Event types apply to every business type; business_type_id is accepted and checked.
  router.get('/event-types', async (ctx) => {
    parseInput(byBusinessTypeQuerySchema, ctx.query, 'query');
    ctx.body = await catalog.eventTypes();
  });

  router.get('/service-types', async (ctx) => {
    const { business_type_id } = parseInput(byBusinessTypeQuerySchema, ctx.query, 'query');
    ctx.body = await catalog.serviceTypes(business_type_id);
  });

  return router;
}
