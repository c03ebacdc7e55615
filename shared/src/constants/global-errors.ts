// docs/product/texts.md#global-errors: the client's texts for HTTP statuses.
import { tx } from '../i18n/text';

export const GLOBAL_ERRORS = {
  forbidden: tx('Access forbidden'),
  notFound: tx('Resource not found'),
  validation: tx('Validation error'),
  tooManyRequests: tx('Too many requests - please try again later'),
  internal: tx('Internal server error'),
  unavailable: tx('Service temporarily unavailable'),
  network: tx('Network error - please check your connection'),
} as const;
