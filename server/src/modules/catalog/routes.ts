// Reference lists (spec 000 §3, 001 §7, 002 §7.6). The easyshadi paths answer in the
// {cities} / {business_types} envelope with {id, name}; the others in the entity field names.
import Router from '@koa/router';
import { z } from 'zod';
import type { AppDeps, AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import { createCatalogRepo } from './repo';

const byBusinessType = z.object({
  business_type_id: z.coerce
    .number({ error: 'business_type_id must be a number' })
    .int({ error: 'business_type_id must be a number' })
    .positive({ error: 'business_type_id must be a number' })
    .optional(),
});

export function catalogRoutes({ db }: AppDeps) {
  const catalog = createCatalogRepo(db);
  const router = new Router<AppState>();

  router.get('/easyshadi/cities', (ctx) => {
    ctx.body = { cities: catalog.cities() };
  });

  router.get('/easyshadi/business-types', (ctx) => {
    ctx.body = { business_types: catalog.businessTypes() };
  });

  router.get('/business-types', (ctx) => {
    ctx.body = catalog
      .businessTypes()
      .map((type) => ({ business_type_id: type.id, business_type_name: type.name }));
  });

  // Event types apply to every business type; business_type_id is accepted and checked.
  router.get('/event-types', (ctx) => {
    parseInput(byBusinessType, ctx.query, 'query');
    ctx.body = catalog
      .eventTypes()
      .map((type) => ({ event_type_id: type.id, event_name: type.name }));
  });

  router.get('/service-types', (ctx) => {
    const { business_type_id } = parseInput(byBusinessType, ctx.query, 'query');
    ctx.body = catalog.serviceTypes(business_type_id).map((type) => ({
      service_type_id: type.id,
      service_type_name: type.name,
      business_type_id: type.business_type_id,
      description: type.description,
    }));
  });

  return router;
}
