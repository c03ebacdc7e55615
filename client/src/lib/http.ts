// The one HTTP client (ky): bearer token, refresh before expiry and once on a 401, the
// spec's timeouts, and {detail} parsing into one ApiError (docs/product/texts.md#global-errors).

import ky, { type HTTPError } from 'ky';
import { type ReadHTTPError, toApiError } from './api-error';
import { noteAnswer } from './connection';
import { i18n } from './i18n';
import { currentSession, expiresSoon, sessionEnded, signOut } from './session';
import { refreshSession } from './session-refresh';

export { ApiError, apiErrorOf, toApiError } from './api-error';

/** General client timeout (docs/product/texts.md#limits); login and messaging calls pass 30 s. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const LONG_TIMEOUT_MS = 30_000;

// Calls whose 401 means "wrong credentials", not "session over".
const SESSIONLESS = ['auth/login', 'auth/signup/', 'auth/refresh-token', 'auth/logout'];
const isSessionless = (url: string) => SESSIONLESS.some((part) => url.includes(`/api/${part}`));
const RETRIED = 'X-Baraat-Retried';

/** A 401 that a refresh could not mend: sign out and go where the app says. */
export function endSession(): void {
  signOut();
  sessionEnded();
}

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
        // The server's refusals and texts in the language of the screen that asked.
        request.headers.set('Accept-Language', i18n.locale);
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

/** Runs a call and rethrows its failure as an ApiError. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toApiError(error);
  }
}
