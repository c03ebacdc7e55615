// The dashboard search's form rules and card arithmetic (docs/product/discovery.md#the-customer-screens): max budget is a whole
// number, min rating a decimal; a card lists three services and counts the rest.

import type { DashboardBusiness, DashboardSearchQuery } from '@baraat/shared/schemas/businesses';
import { msg } from '@lingui/core/macro';
import type { DashboardSearchFilters } from './api/search-businesses';

/** Translated where shown. */

export const SEARCH_TEXTS = {
  searchFailed: msg`Failed to search businesses`,
};

/**
 * The form as typed, named as the query is: every field is text until the search runs, and
 * the shared query schema (dashboardSearchQuerySchema) checks it, with the panel's messages.
 */
export type SearchDraft = {
  q: string;
  city: string;
  service_type: string;
  min_rating: string;
  max_price: string;
};

export const EMPTY_DRAFT: SearchDraft = {
  q: '',
  city: 'all',
  service_type: 'all',
  min_rating: '',
  max_price: '',
};

/** What the schema reads: a blank field is left out. */
export function searchPayload(draft: SearchDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** The filters to send, from the schema's reading; 'all' is no filter (docs/product/discovery.md#filters-and-their-fallbacks). */
export function filtersOf(query: DashboardSearchQuery): DashboardSearchFilters {
  const filters: DashboardSearchFilters = {};
  if (query.q) filters.q = query.q;
  if (query.city && query.city !== 'all') filters.city = query.city;
  if (query.service_type && query.service_type !== 'all') filters.service_type = query.service_type;
  if (query.min_rating !== undefined) filters.min_rating = query.min_rating;
  if (query.max_price !== undefined) filters.max_price = query.max_price;
  return filters;
}

/** The first `count` service names and how many more there are ("+N more"). */
export function servicesPreview(
  services: DashboardBusiness['services'],
  count = 3,
): { shown: string[]; more: number } {
  return {
    shown: services.slice(0, count).map((service) => service.name),
    more: Math.max(0, services.length - count),
  };
}

/** "Starting from": the lowest package price, or null when the vendor lists no package. */
export function startingPrice(packages: readonly { price: number }[]): number | null {
  return packages.length === 0 ? null : Math.min(...packages.map((p) => p.price));
}
