// docs/product/texts.md#global-errors: the client's texts for HTTP statuses.
export const GLOBAL_ERRORS = {
  forbidden: 'Access forbidden',
  notFound: 'Resource not found',
  validation: 'Validation error',
  tooManyRequests: 'Too many requests - please try again later',
  internal: 'Internal server error',
  unavailable: 'Service temporarily unavailable',
  network: 'Network error - please check your connection',
} as const;
