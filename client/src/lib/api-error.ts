// A failed call as the screens need it, with the spec's global texts (docs/product/texts.md#global-errors).
// Apart from the HTTP client (http.ts, which re-exports it), so what reads failures at
// start-up (the query client's retry rule) does not bring ky into the first download.

import { GLOBAL_ERRORS } from '@baraat/shared/constants/global-errors';
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import type { HTTPError } from 'ky';
import { i18n } from './i18n';

/** An HTTPError with its JSON body read (http.ts's readErrorBody), so failures can be described synchronously. */
export type ReadHTTPError = HTTPError & { body?: unknown };

// ky's own guards (isHTTPError, isTimeoutError) accept an error by its name too; by the name
// alone, reading a failure needs none of ky's code (importing a guard brings all of ky).
const named = (error: unknown, name: string) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
const isHTTPError = (error: unknown): error is ReadHTTPError => named(error, 'HTTPError');
const isTimeoutError = (error: unknown) => named(error, 'TimeoutError');

/** A failed call, as the screens need it. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came (network down, timeout). */
    readonly status: number,
    /** The server's {"detail"} string, when it sent one. */
    readonly detail: string | undefined,
    /** FastAPI-style field problems of a 422. */
    readonly issues: ValidationIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field name → first message, from a 422 list. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of this.issues) {
      const field = String(issue.loc[issue.loc.length - 1] ?? '');
      if (field && !errors[field]) errors[field] = issue.msg;
    }
    return errors;
  }
}

const STATUS_TEXTS: Record<number, string> = {
  403: GLOBAL_ERRORS.forbidden,
  404: GLOBAL_ERRORS.notFound,
  422: GLOBAL_ERRORS.validation,
  429: GLOBAL_ERRORS.tooManyRequests,
  500: GLOBAL_ERRORS.internal,
  503: GLOBAL_ERRORS.unavailable,
};

/** An error answer (its status and parsed JSON body, if any) as an ApiError. */
export function apiErrorOf(status: number, statusText: string, json: unknown): ApiError {
  const body = json as { detail?: unknown } | undefined;
  const detail = typeof body?.detail === 'string' ? body.detail : undefined;
  const issues = Array.isArray(body?.detail) ? (body.detail as ValidationIssue[]) : [];
  const text = STATUS_TEXTS[status];
  const message = text ? i18n._(text) : (detail ?? `HTTP ${status} ${statusText}`.trim());
  return new ApiError(message, status, detail, issues);
}

/** Turns anything a call threw into an ApiError with the spec's global text. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    return apiErrorOf(status, statusText, error.body);
  }
  if (isTimeoutError(error) || error instanceof TypeError) {
    return new ApiError(i18n._(GLOBAL_ERRORS.network), 0, undefined, []);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0, undefined, []);
}
