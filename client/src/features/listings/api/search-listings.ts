import type { SearchQueryInput, SearchResponse } from '@baraat/shared/schemas/listings';
import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import { type OfflineQuery, saveCards, searchOffline } from '../offline-search';

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
    copy: { save: (answer) => saveCards(answer.businesses), read: () => searchOffline(query!) },
    enabled: query !== null,
    keepPrevious: true,
  });
}
