import { createParameterValidationMiddleware } from '@koa/router';

/**
 * For routers that put literal paths beside /:id under a guard (@koa/router 15 has no
 * `:id(\d+)`): an id that is not digits names nothing, so the request is a 404 before any
 * guard runs, and a word such as /bookings/business-requests can never be taken for an id.
 */
export const digitsOnlyId = createParameterValidationMiddleware('id', /^\d+$/, {
  status: 404,
  message: 'Not Found',
});
