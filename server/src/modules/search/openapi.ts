// The vendor search as the API document tells it (docs/product/discovery.md#calls,
// docs/product/discovery.md#advanced-search).
import { searchQuerySchema, searchResponseSchema } from '@baraat/shared/schemas/listings';
import type { ApiOperation } from '../../openapi/operation';
import { SEARCH_UNAVAILABLE } from './pool';

export const searchOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/listings/search',
    tag: 'Listings',
    summary: 'Search vendors',
    description:
      "By type, city and text, and the advanced filters: price, rating, verified, online or instant booking, package deals, distance from the city, response time, open slots between two dates and in times of day. `type` and `city` are names or ids; 'all' or blank means any. A limit above 100 is cut to 100.",
    access: 'public',
    query: searchQuerySchema.in,
    responses: {
      200: searchResponseSchema.meta({ id: 'SearchResponse' }),
      503: { description: `\`${SEARCH_UNAVAILABLE}\`: a search worker stopped; try again.` },
    },
  },
];
