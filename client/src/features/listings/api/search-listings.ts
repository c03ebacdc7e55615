import type { SearchQueryInput, SearchResponse } from '@baraat/shared/schemas/listings';
import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import type { OfflineQuery } from '../offline-search';

// The device's copy is written after the answer shows and read only without signal: its code
// (the shared search reading) loads then, not with the screen.
const offlineSearch = () => import('../offline-search');

/** GET /listings/search; only the parameters that are set are sent (docs/product/discovery.md#filters-and-their-fallbacks). */
export function searchListings(
  query: SearchQueryInput,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return call(() => api.get('listings/search', { searchParams, signal }).json<SearchResponse>());
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
