// /api/listings/*: public discovery (docs/product/discovery.md#calls). The search is the search
// module's; a vendor's photos are read through /api/media (the media module).

import { addDays, isIsoDate, todayInPakistan } from '@baraat/shared/domain/dates';
import { applyPage, idParamSchema, pageFields } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import { z } from 'zod';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { CatalogService } from '../catalog/service';
import type { ListingsService } from './service';

const MAX_SLOT_RANGE_DAYS = 186;

const pageQuery = z.object(pageFields(10)).transform(applyPage);

const date = (field: string) =>
  z
    .string()
    .refine(isIsoDate, { error: `${field} must be a date written YYYY-MM-DD` })
    .optional();

const slotRange = z
  .object({ start: date('start'), end: date('end') })
  .transform(({ start, end }) => {
    const from = start ?? todayInPakistan();
    return { start: from, end: end ?? addDays(from, 30) };
  })
  .refine(({ start, end }) => end >= start, {
    error: 'end must not be before start',
    path: ['end'],
  })
  .refine(({ start, end }) => end <= addDays(start, MAX_SLOT_RANGE_DAYS), {
    error: `A slot range spans at most ${MAX_SLOT_RANGE_DAYS} days`,
    path: ['end'],
  });

export function listingsRoutes(listings: ListingsService, catalog: CatalogService) {
  const router = new Router<AppState>();

  router.get(['/listings', '/listings/'], async (ctx) => {
    const { skip, limit } = parseInput(pageQuery, ctx.query, 'query');
    ctx.body = await listings.latest(skip, limit);
  });

  router.get('/listings/business-types', async (ctx) => {
    ctx.body = await catalog.businessTypes();
  });

  router.get('/listings/profile/:slug', async (ctx) => {
    ctx.body = await listings.profileBySlug(ctx.params.slug!);
  });

  router.get('/listings/user/:id', async (ctx) => {
    ctx.body = await listings.ofUser(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/listings/slots/:id', async (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const { start, end } = parseInput(slotRange, ctx.query, 'query');
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
