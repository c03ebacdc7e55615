import type { DashboardSearchResponse } from '@baraat/shared/schemas/businesses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** Results per page of the dashboard search (the API's default page size, docs/product/texts.md#limits). */
export const DASHBOARD_SEARCH_PAGE_SIZE = 20;

/** The filters as the search sends them; a missing one is not sent. */
export interface DashboardSearchFilters {
  q?: string;
  /** A city name, or 'all'. */
  city?: string;
  /** A service type name, or 'all'. */
  service_type?: string;
  min_rating?: number;
  max_price?: number;
}

const isChosen = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '' && value.toLowerCase() !== 'all';

/** Only the parameters that are set; city and service type not when 'all' (docs/product/discovery.md#filters-and-their-fallbacks). */
export function searchParamsOf(filters: DashboardSearchFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (isChosen(filters.q)) params.set('q', filters.q.trim());
  if (isChosen(filters.city)) params.set('city', filters.city);
  if (isChosen(filters.service_type)) params.set('service_type', filters.service_type);
  if (filters.min_rating !== undefined) params.set('min_rating', String(filters.min_rating));
  if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  params.set('skip', String((Math.max(1, page) - 1) * DASHBOARD_SEARCH_PAGE_SIZE));
  params.set('limit', String(DASHBOARD_SEARCH_PAGE_SIZE));
  return params;
}

/** GET /businesses/search with q, city, service_type, min_rating, max_price (docs/product/discovery.md#calls). */
export function searchBusinesses(
  filters: DashboardSearchFilters,
  page: number,
): Promise<DashboardSearchResponse> {
  return call(() =>
    api
      .get('businesses/search', { searchParams: searchParamsOf(filters, page) })
      .json<DashboardSearchResponse>(),
  );
}

/** One key per user and parameters: the answer marks that user's favourites. */
export const businessSearchKey = (
  filters: DashboardSearchFilters,
  page: number,
  userId: number | null,
) => ['business-search', userId, searchParamsOf(filters, page).toString()] as const;

/** The search for one user: the answer marks that user's favourites. */
export function useBusinessSearch(
  filters: DashboardSearchFilters,
  page: number,
  userId: number | null,
) {
  return useQuery({
    queryKey: businessSearchKey(filters, page, userId),
    queryFn: () => searchBusinesses(filters, page),
    // The last answer stays while the next page loads, so focus stays on the pagination.
    placeholderData: keepPreviousData,
  });
}
