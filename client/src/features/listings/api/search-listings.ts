import type { SearchQueryInput, SearchResponse } from '@baraat/shared/schemas/listings';
import { takeEarlyJson } from '@/lib/early-fetch';
import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import type { OfflineQuery } from '../offline-search';
import { LISTINGS_SEARCH_PATH, listingsSearchUrl, searchParamsOfQuery } from '../search-address';

// The device's copy is written after the answer shows and read only without signal: its code
// (the shared search reading) loads then, not with the screen.
const offlineSearch = () => import('../offline-search');

/** GET /listings/search, or the same request the page made while its code was loading. */
export async function searchListings(
  query: SearchQueryInput,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const early = await takeEarlyJson<SearchResponse>(listingsSearchUrl(query));
  if (early) return early;
  const searchParams = searchParamsOfQuery(query);
  return call(() => api.get(LISTINGS_SEARCH_PATH, { searchParams, signal }).json<SearchResponse>());
}

type ListingsQuery = OfflineQuery & SearchQueryInput;

export const listingsSearchKey = (query: ListingsQuery | null) =>
  ['listings-search', query] as const;

/** The search; offline, the vendors seen before, filtered the same way. */
export function useListingsSearch(query: ListingsQuery | null) {
  return useOfflineQuery({
    queryKey: listingsSearchKey(query),
    load: () => searchListings(query!),
    copy: {
      save: (answer) => offlineSearch().then(({ saveCards }) => saveCards(answer.businesses)),
      read: () => offlineSearch().then(({ searchOffline }) => searchOffline(query!)),
    },
    enabled: query !== null,
    keepPrevious: true,
  });
}
