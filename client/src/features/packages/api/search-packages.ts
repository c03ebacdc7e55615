import type {
  PackageSearchQueryInput,
  PackageSearchResponse,
} from '@baraat/shared/schemas/packages';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

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

export function usePackageSearch(query: PackageSearchQueryInput) {
  const key = `packages-search:${JSON.stringify(query)}`;
  return useQuery(key, () => searchPackages(query));
}
