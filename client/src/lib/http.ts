// The one HTTP client (ky): bearer token, refresh before expiry and once on a 401, the
// spec's timeouts, and {detail} parsing into one ApiError (docs/product/texts.md#global-errors).
import { GLOBAL_ERRORS } from '@baraat/shared/constants/global-errors';
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import ky, { type HTTPError, isHTTPError, isTimeoutError } from 'ky';
import { noteAnswer } from './connection';
import { currentSession, expiresSoon, refreshSession, signOut } from './session';

/** General client timeout (docs/product/texts.md#limits); login and messaging calls pass 30 s. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const LONG_TIMEOUT_MS = 30_000;

// Calls whose 401 means "wrong credentials", not "session over".
const SESSIONLESS = ['auth/login', 'auth/signup/', 'auth/refresh-token', 'auth/logout'];
const isSessionless = (url: string) => SESSIONLESS.some((part) => url.includes(`/api/${part}`));
const RETRIED = 'X-Baraat-Retried';

let onSessionEnded: () => void = () => undefined;

/** The app tells the client where to go when a 401 ends the session (/login). */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/** A session already signed out elsewhere (a removed member's): go where the app says. */
export const sessionEnded = (): void => onSessionEnded();

/** A 401 that a refresh could not mend: sign out and go where the app says. */
export function endSession(): void {
  signOut();
  onSessionEnded();
}

/** An HTTPError with its JSON body read, so failures can be described synchronously. */
type ReadHTTPError = HTTPError & { body?: unknown };

/**
 * fetch, telling the connection's judgement (connection.ts) whether an answer came. An abort
 * (a screen that no longer needs the answer, or ky's own timeout) says nothing either way.
 */
async function observedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    noteAnswer(true);
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) noteAnswer(false);
    throw error;
  }
}

export const api = ky.create({
  prefixUrl: '/api',
  timeout: DEFAULT_TIMEOUT_MS,
  retry: 0,
  fetch: observedFetch,
  hooks: {
    beforeRequest: [
      async (request) => {
        request.headers.set('Cache-Control', 'no-cache');
        request.headers.set('Pragma', 'no-cache');
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
        if (isSessionless(request.url)) return;
        let session = currentSession();
        if (session && expiresSoon(session)) {
          await refreshSession();
          session = currentSession();
        }
        if (session) request.headers.set('Authorization', `Bearer ${session.accessToken}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status === 403) {
          // A removed member's refusal signs them out (its code loads with the first 403).
          const { afterRefusal } = await import('./desk-removed');
          await afterRefusal(request, response);
          return;
        }
        if (response.status !== 401 || isSessionless(request.url)) return;
        if (!request.headers.has(RETRIED) && currentSession()?.refreshToken) {
          if ((await refreshSession()) === 'refreshed') {
            const retry = request.clone();
            retry.headers.set(RETRIED, '1');
            retry.headers.set('Authorization', `Bearer ${currentSession()!.accessToken}`);
            return ky(retry, { retry: 0, timeout: DEFAULT_TIMEOUT_MS, throwHttpErrors: false });
          }
        }
        endSession();
      },
    ],
    beforeError: [readErrorBody],
  },
});

export async function readErrorBody(error: HTTPError): Promise<HTTPError> {
  const type = error.response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    (error as ReadHTTPError).body = await error.response
      .clone()
      .json()
      .catch(() => undefined);
  }
  return error;
}

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
  const message = STATUS_TEXTS[status] ?? detail ?? `HTTP ${status} ${statusText}`.trim();
  return new ApiError(message, status, detail, issues);
}

/** Turns anything a call threw into an ApiError with the spec's global text. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    return apiErrorOf(status, statusText, (error as ReadHTTPError).body);
  }
  if (isTimeoutError(error) || error instanceof TypeError) {
    return new ApiError(GLOBAL_ERRORS.network, 0, undefined, []);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0, undefined, []);
}

/** Runs a call and rethrows its failure as an ApiError. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toApiError(error);
  }
}
