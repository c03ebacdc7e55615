// The advanced search's filters (docs/product/discovery.md#advanced-search): defaults, how many differ from them,
// and the API query they become. Toggles are on or unset; the price fields are checked with
// the shared query schema, whose messages the panel shows.
import {
  RADIUS_KM,
  type SearchQueryInput,
  type SearchSort,
  searchQuerySchema,
  type TimeSlotName,
} from '@baraat/shared/schemas/listings';
import { type FieldErrors, firstMessages } from '@/lib/form';
import { i18n } from '@/lib/i18n';

export const SEARCH_PAGE_SIZE = 12;
export const RESPONSE_TIMES = { any: undefined, '1h': 1, '24h': 24, '48h': 48 } as const;
export type ResponseTime = keyof typeof RESPONSE_TIMES;

export interface SearchFilters {
  query: string;
  businessType: string;
  location: string;
  radiusKm: number;
  minPrice: string;
  maxPrice: string;
  minRating: number;
  startDate: string;
  endDate: string;
  timeSlots: TimeSlotName[];
  sortBy: SearchSort;
  isVerified: boolean;
  hasOnlineBooking: boolean;
  hasInstantBooking: boolean;
  hasPackageDeals: boolean;
  responseTime: ResponseTime;
}

export const DEFAULT_FILTERS: SearchFilters = {
  query: '',
  businessType: '',
  location: '',
  radiusKm: RADIUS_KM.default,
  minPrice: '',
  maxPrice: '',
  minRating: 0,
  startDate: '',
  endDate: '',
  timeSlots: [],
  sortBy: 'relevance',
  isVerified: false,
  hasOnlineBooking: false,
  hasInstantBooking: false,
  hasPackageDeals: false,
  responseTime: 'any',
};

const number = (text: string): number | undefined => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
};

/** How many filters differ from the defaults ("Filters (n)"); the free text is not one. */
export function activeFilterCount(filters: SearchFilters): number {
  return (Object.keys(DEFAULT_FILTERS) as (keyof SearchFilters)[]).filter(
    (key) =>
      key !== 'query' && JSON.stringify(filters[key]) !== JSON.stringify(DEFAULT_FILTERS[key]),
  ).length;
}

/** The search runs for a non-empty query or any filter off its default. */
export function shouldSearch(filters: SearchFilters): boolean {
  return filters.query.trim() !== '' || activeFilterCount(filters) > 0;
}

export function toQuery(
  filters: SearchFilters,
  page: number,
): SearchQueryInput & { skip: number; limit: number } {
  const minPrice = number(filters.minPrice);
  const maxPrice = number(filters.maxPrice);
  const city = filters.location || undefined;
  return {
    text: filters.query.trim() || undefined,
    type: filters.businessType || undefined,
    city,
    radius_km: city && filters.radiusKm !== RADIUS_KM.default ? filters.radiusKm : undefined,
    min_price: minPrice || undefined,
    max_price: maxPrice,
    min_rating: filters.minRating || undefined,
    available_from: filters.startDate || undefined,
    available_to: filters.endDate || undefined,
    time_slots: filters.timeSlots.length ? filters.timeSlots.join(',') : undefined,
    verified: filters.isVerified ? 'true' : undefined,
    online_booking: filters.hasOnlineBooking ? 'true' : undefined,
    instant_booking: filters.hasInstantBooking ? 'true' : undefined,
    package_deals: filters.hasPackageDeals ? 'true' : undefined,
    max_response_hours: RESPONSE_TIMES[filters.responseTime],
    sort: filters.sortBy === 'distance' && !city ? 'relevance' : filters.sortBy,
    skip: (page - 1) * SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE,
  };
}

/**
 * The price fields as the shared query schema reads them (min_price, max_price: whole rupees,
 * max not below min): its message per field, none when both are fine or blank. The panel has
 * no submit (it searches as the user types), so it asks on every change.
 */
export function priceErrors(filters: SearchFilters): FieldErrors {
  const prices = Object.fromEntries(
    [
      ['min_price', filters.minPrice.trim()],
      ['max_price', filters.maxPrice.trim()],
    ].filter(([, text]) => text !== ''),
  );
  const result = searchQuerySchema.safeParse(prices);
  if (result.success) return {};
  // The schema's messages are English; the panel shows them in the reader's language.
  return Object.fromEntries(
    Object.entries(firstMessages(result.error.issues)).map(([field, text]) => [
      field,
      i18n._(text),
    ]),
  );
}
