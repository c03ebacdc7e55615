// /api/businesses/*: the customer dashboard's search and vendor details (spec 001 §7).

import { CITIES, DASHBOARD_CITIES, serviceTypeIdsFor } from '@baraat/shared/constants/catalog';
import { isIsoDate } from '@baraat/shared/domain/dates';
import { dashboardSearchQuerySchema } from '@baraat/shared/schemas/businesses';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { AppDeps, AppState } from '../../http/context';
import { fieldError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { createFavoritesRepo } from '../favorites/repo';
import { createListingsService } from '../listings/service';

const slotDate = z.object({
  date: z.string().refine(isIsoDate, { error: 'date must be a date written YYYY-MM-DD' }),
});

/** A dashboard service name (001 §9) or one of Baraat's service types; 422 for others. */
function serviceTypeIds(value: string | undefined): number[] | undefined {
  if (!value || value.toLowerCase() === 'all') return undefined;
  const ids = serviceTypeIdsFor(value);
  if (!ids) throw fieldError('query', 'service_type', `Unknown service type: ${value}`);
  return ids;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function publicBusinessRoutes({ db }: AppDeps, guards: AuthGuards) {
  const listings = createListingsService(db);
  const favorites = createFavoritesRepo(db);
  const router = new Router<AppState>({ prefix: '/businesses' });

  router.get('/search', guards.optionalUser, (ctx) => {
    const query = parseInput(dashboardSearchQuerySchema, ctx.query, 'query');
    const city = query.city && query.city.toLowerCase() !== 'all' ? query.city : undefined;
    const known = city && CITIES.some((c) => sameName(c.name, city) || String(c.id) === city);
    if (city && !known && !DASHBOARD_CITIES.some((name) => sameName(name, city))) {
      throw fieldError('query', 'city', `Unknown city: ${city}`);
    }
    const types = serviceTypeIds(query.service_type);
    if (city && !known) {
      // A city of the dashboard's list where no vendor is listed yet.
      ctx.body = { businesses: [], total_count: 0, current_page: 1, total_pages: 0 };
      return;
    }
    const user = ctx.state.user;
    const saved = new Set(
      user && !user.isBusinessOwner ? favorites.list(user.id).map((f) => f.business_id) : [],
    );
    const answer = listings.searchWithDetails({
      text: query.q || undefined,
      city,
      min_rating: query.min_rating,
      max_price: query.max_price,
      serviceTypeIds: types,
      skip: query.skip,
      limit: query.limit,
    });
    ctx.body = {
      ...answer,
      businesses: answer.businesses.map((business) => ({
        ...business,
        is_favorited: saved.has(business.business_id),
      })),
    };
  });

  router.get('/:id', (ctx) => {
    const profile = listings.profileById(parseInput(idParamSchema, ctx.params, 'path').id);
    ctx.body = {
      ...profile,
      contact_phone: profile.business_phone,
      contact_email: profile.business_email,
    };
  });

  router.get('/:id/slots', (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const { date } = parseInput(slotDate, ctx.query, 'query');
    ctx.body = listings.slots(id, date, date);
  });

  router.get('/:id/packages', (ctx) => {
    ctx.body = listings.packagesOf(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/:id/reviews', (ctx) => {
    ctx.body = listings.reviewsOf(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  return router;
}
