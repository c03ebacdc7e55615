// /api/listings/*: public discovery (docs/product/discovery.md#calls). The search is the search
// module's; a vendor's photos are read through /api/media (the media module).

import { idParamSchema } from '@baraat/shared/schemas/fields';
import { latestListingsQuerySchema } from '@baraat/shared/schemas/listings';
import {
  vendorSlotRangeQuerySchema,
  vendorSlugParamSchema,
} from '@baraat/shared/schemas/vendor-profile';
import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { CatalogService } from '../catalog/service';
import type { ListingsService } from './service';

export function listingsRoutes(listings: ListingsService, catalog: CatalogService) {
  const router = new Router<AppState>();

  // Both registered, so the API document lists /listings/ as a path of its own: otherwise a
  // tool reading it takes /listings/ for /listings/{id} (docs/architecture.md#11-the-api-document).
  router.get(['/listings', '/listings/'], async (ctx) => {
    const { skip, limit } = parseInput(latestListingsQuerySchema, ctx.query, 'query');
    ctx.body = await listings.latest(skip, limit);
  });

  router.get('/listings/business-types', async (ctx) => {
    ctx.body = await catalog.businessTypes();
  });

  router.get('/listings/profile/:slug', async (ctx) => {
    const { slug } = parseInput(vendorSlugParamSchema, ctx.params, 'path');
    ctx.body = await listings.profileBySlug(slug);
  });

  router.get('/listings/user/:id', async (ctx) => {
    ctx.body = await listings.ofUser(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/listings/slots/:id', async (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const { start, end } = parseInput(vendorSlotRangeQuerySchema, ctx.query, 'query');
    ctx.body = await listings.slots(id, start, end);
  });

  router.get('/listings/calendar/:id', async (ctx) => {
    ctx.body = await listings.calendar(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/listings/:id', async (ctx) => {
    ctx.body = await listings.profileById(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  return router;
}
