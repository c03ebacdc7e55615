// The search a /listings address names, and the API request that answers it: one module the
// screen and main.tsx's early request share (app/screens.ts), so the two ask for the same URL.
import { PAGE_SIZE_DEFAULT } from '@baraat/shared/constants/limits';
import type { SearchQueryInput } from '@baraat/shared/schemas/listings';

/** The page an address names: ?page= above 1, else the first. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The filters and page of a /listings address; a filter left empty is not sent. */
export function listingsQueryOf(params: URLSearchParams) {
  return {
    type: params.get('type') || undefined,
    city: params.get('city') || undefined,
    text: params.get('text') || undefined,
    skip: (pageOf(params) - 1) * PAGE_SIZE_DEFAULT,
    limit: PAGE_SIZE_DEFAULT,
  };
}

/** GET /listings/search's parameters: only those that are set (docs/product/discovery.md#filters-and-their-fallbacks). */
export function searchParamsOfQuery(query: SearchQueryInput): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return searchParams;
}

/** `?` with the parameters, or nothing when none is set. */
const queryPart = (params: string) => (params ? `?${params}` : '');

/** The search's path under the API. */
export const LISTINGS_SEARCH_PATH = 'listings/search';

/** The API's URL for a search, as the page asks for it. */
export const listingsSearchUrl = (query: SearchQueryInput): string =>
  `/api/${LISTINGS_SEARCH_PATH}${queryPart(searchParamsOfQuery(query).toString())}`;
