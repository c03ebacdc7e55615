// The search filter panels' field messages (Baraat: the spec gives none). The query schemas
// carry them, so a panel checking its fields with the schema and the server's 422 read the
// same words a person understands, not parameter names.
import { tx } from '../i18n/text';

export const SEARCH_FILTER_TEXT = {
  minPrice: tx('Min price must be a whole number of rupees (0 or more)'),
  maxPrice: tx('Max price must be a whole number of rupees (0 or more)'),
  priceOrder: tx('Max price must not be below min price'),
  maxBudget: tx('Max budget must be a whole number of rupees (0 or more)'),
  minRating: tx('Min rating must be a number from 0 to 5'),
  maxGuests: tx('Max guests must be a whole number (0 or more)'),
} as const;
