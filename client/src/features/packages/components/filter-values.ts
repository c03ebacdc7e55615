// The comparison page's filters as the URL keeps them and as the form edits them. Numbers
// that are not numbers fall back to the defaults (docs/product/discovery.md#filters-and-their-fallbacks): min price 0, max price 500000,
// max guests 0 (any).
import {
  PACKAGE_MIN_RATINGS,
  PACKAGE_PAGE_SIZE,
  PACKAGE_PRICE_DEFAULTS,
  PACKAGE_SORTS,
  type PackageSearchQueryInput,
  type PackageSort,
} from '@baraat/shared/schemas/packages';

export interface PackageFilters {
  /** A business type name; '' for all. */
  category: string;
  /** A city name; '' for all. */
  city: string;
  minPrice: number;
  maxPrice: number;
  minRating: number | null;
  /** Packages that fit at least this many guests; 0 for any. */
  maxGuests: number;
}

/** The form's text, before it is read as numbers. */
export type FilterDraft = Record<keyof PackageFilters, string>;

export const DEFAULT_FILTERS: PackageFilters = {
  category: '',
  city: '',
  minPrice: PACKAGE_PRICE_DEFAULTS.min,
  maxPrice: PACKAGE_PRICE_DEFAULTS.max,
  minRating: null,
  maxGuests: 0,
};
export const DEFAULT_SORT: PackageSort = 'popularity';

/** A whole number of zero or more, or the fallback. */
export function wholeOr(text: string | null, fallback: number): number {
  const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

function ratingOf(text: string | null): number | null {
  const value = Number(text);
  return text && PACKAGE_MIN_RATINGS.some((rating) => rating === value) ? value : null;
}

export function filtersFromDraft(draft: FilterDraft): PackageFilters {
  return {
    category: draft.category,
    city: draft.city,
    minPrice: wholeOr(draft.minPrice, DEFAULT_FILTERS.minPrice),
    maxPrice: wholeOr(draft.maxPrice, DEFAULT_FILTERS.maxPrice),
    minRating: ratingOf(draft.minRating),
    maxGuests: wholeOr(draft.maxGuests, DEFAULT_FILTERS.maxGuests),
  };
}

export function draftOf(filters: PackageFilters): FilterDraft {
  return {
    category: filters.category,
    city: filters.city,
    minPrice: String(filters.minPrice),
    maxPrice: String(filters.maxPrice),
    minRating: filters.minRating === null ? '' : String(filters.minRating),
    maxGuests: filters.maxGuests ? String(filters.maxGuests) : '',
  };
}

const PARAM: Record<keyof PackageFilters, string> = {
  category: 'category',
  city: 'city',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minRating: 'min_rating',
  maxGuests: 'max_guests',
};

export interface PackagePageState {
  filters: PackageFilters;
  sort: PackageSort;
  page: number;
}

export function stateFromParams(params: URLSearchParams): PackagePageState {
  const draft = Object.fromEntries(
    Object.entries(PARAM).map(([key, name]) => [key, params.get(name) ?? '']),
  ) as FilterDraft;
  const sort = params.get('sort');
  return {
    filters: filtersFromDraft(draft),
    sort: PACKAGE_SORTS.find((value) => value === sort) ?? DEFAULT_SORT,
    page: Math.max(1, wholeOr(params.get('page'), 1)),
  };
}

/** URL parameters for what differs from the defaults (page only above 1). */
export function paramsOf({ filters, sort, page }: PackagePageState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof PackageFilters)[]) {
    const value = filters[key];
    if (value !== DEFAULT_FILTERS[key]) params.set(PARAM[key], String(value));
  }
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API query: the price range always, the other filters when set. */
export function searchQueryOf({ filters, sort, page }: PackagePageState): PackageSearchQueryInput {
  return {
    category: filters.category || undefined,
    city: filters.city || undefined,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    min_rating: filters.minRating ?? undefined,
    max_guests: filters.maxGuests || undefined,
    sort,
    skip: (page - 1) * PACKAGE_PAGE_SIZE,
    limit: PACKAGE_PAGE_SIZE,
  };
}
