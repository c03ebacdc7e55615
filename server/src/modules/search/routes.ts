// GET /api/listings/search (docs/product/discovery.md#calls,
// docs/product/discovery.md#advanced-search): the vendor search, declared once with its API
// document, run on the search workers (pool.ts), whose answer is JSON text already.
import { PAGE_SIZE_MAX } from '@baraat/shared/constants/limits';
import { searchQuerySchema, searchResponseSchema } from '@baraat/shared/schemas/listings';
import { routesOf } from '../../http/route';
import { SEARCH_UNAVAILABLE, type SearchRunner } from './pool';

const route = routesOf<{ searches: SearchRunner }>();

export const searchRoutes = [
  route(
    {
      method: 'get',
      path: '/listings/search',
      tag: 'Listings',
      summary: 'Search vendors',
      description: `By type, city and text, and the advanced filters: price, rating, verified, online or instant booking, package deals, distance from the city, response time, open slots between two dates and in times of day. \`type\` and \`city\` are names or ids; 'all' or blank means any. A limit above ${PAGE_SIZE_MAX} is cut to ${PAGE_SIZE_MAX}.`,
      access: 'public',
      query: searchQuerySchema,
      responses: {
        200: searchResponseSchema.meta({ id: 'SearchResponse' }),
        503: { description: `\`${SEARCH_UNAVAILABLE}\`: a search worker stopped; try again.` },
      },
    },
    async ({ query, ctx }, { searches }) => {
      ctx.type = 'application/json';
      ctx.body = await searches.search(query);
      return undefined;
    },
  ),
];
