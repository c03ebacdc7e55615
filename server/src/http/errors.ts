// The one error type of the server. Routes and services throw it; the error middleware turns
// it into {"detail": ...} with its status (docs/architecture.md#2-server-module-shape).
import type { ValidationIssue } from '@baraat/shared/schemas/errors';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation error');
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail: string) =>
  new AppError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string) => new AppError(403, detail);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const unprocessable = (detail: string | ValidationIssue[]) => new AppError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError(429, detail, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 422 naming one field, in the same list form as schema failures. */
export function fieldError(location: 'body' | 'query' | 'path', field: string, msg: string) {
  return unprocessable([{ loc: [location, field], msg, type: 'value_error' }]);
}
