import type { SearchQueryInput, SearchResponse } from '@baraat/shared/schemas/listings';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';
import { type OfflineQuery, saveCards, searchOffline } from '../offline-search';

/** GET /listings/search; only the parameters that are set are sent (001 §5). */
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

/** The search; offline, the vendors seen before, filtered the same way. */
export function useListingsSearch(query: (OfflineQuery & SearchQueryInput) | null) {
  const key = query ? `listings-search:${JSON.stringify(query)}` : null;
  return useQuery(key, () => searchListings(query!), {
    save: (answer) => saveCards(answer.businesses),
    read: () => searchOffline(query!),
  });
}
