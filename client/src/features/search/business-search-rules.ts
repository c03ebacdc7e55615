import type { DashboardBusiness } from '@baraat/shared/schemas/businesses';
// The dashboard search's form rules and card arithmetic (001 §2, §5): max budget is a whole
// number, min rating a decimal; a card lists three services and counts the rest.
import type { DashboardSearchFilters } from './api/search-businesses';

export const SEARCH_TEXTS = {
  searchFailed: 'Failed to search businesses',
  // Baraat: the spec gives no text for these.
  maxBudgetInvalid: 'Max budget must be a whole number of rupees (0 or more)',
  minRatingInvalid: 'Min rating must be a number from 0 to 5',
} as const;

/** The form as typed: every field is text until the search is run. */
export interface SearchDraft {
  q: string;
  city: string;
  serviceType: string;
  minRating: string;
  maxBudget: string;
}

export const EMPTY_DRAFT: SearchDraft = {
  q: '',
  city: 'all',
  serviceType: 'all',
  minRating: '',
  maxBudget: '',
};

export type DraftReading =
  | { ok: true; filters: DashboardSearchFilters }
  | { ok: false; field: 'maxBudget' | 'minRating'; message: string };

/** The filters to send, or the field that stops the search and why. */
export function readDraft(draft: SearchDraft): DraftReading {
  const filters: DashboardSearchFilters = {};
  if (draft.q.trim()) filters.q = draft.q.trim();
  if (draft.city !== 'all') filters.city = draft.city;
  if (draft.serviceType !== 'all') filters.service_type = draft.serviceType;
  const rating = draft.minRating.trim();
  if (rating) {
    const value = Number(rating);
    if (!Number.isFinite(value) || value < 0 || value > 5) {
      return { ok: false, field: 'minRating', message: SEARCH_TEXTS.minRatingInvalid };
    }
    filters.min_rating = value;
  }
  const budget = draft.maxBudget.trim();
  if (budget) {
    const value = Number(budget);
    if (!/^\d+$/.test(budget) || !Number.isSafeInteger(value)) {
      return { ok: false, field: 'maxBudget', message: SEARCH_TEXTS.maxBudgetInvalid };
    }
    filters.max_price = value;
  }
  return { ok: true, filters };
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
