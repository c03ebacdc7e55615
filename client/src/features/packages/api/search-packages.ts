import type {
  PackageSearchQueryInput,
  PackageSearchResponse,
} from '@baraat/shared/schemas/packages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /packages/search; only the parameters that are set are sent. */
export function searchPackages(
  query: PackageSearchQueryInput,
  signal?: AbortSignal,
): Promise<PackageSearchResponse> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return call(() =>
    api.get('packages/search', { searchParams, signal }).json<PackageSearchResponse>(),
  );
}

export const packageSearchKey = (query: PackageSearchQueryInput) =>
  ['packages-search', query] as const;

/** The last answer stays while the next one loads, so the grid does not jump. */
export function usePackageSearch(query: PackageSearchQueryInput) {
  return useQuery({
    queryKey: packageSearchKey(query),
    queryFn: ({ signal }) => searchPackages(query, signal),
    placeholderData: keepPreviousData,
  });
}
