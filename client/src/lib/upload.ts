// Uploads that report their progress. ky's onUploadProgress streams the request body, which
// Chromium sends only over HTTP/2 or QUIC (Baraat's server speaks HTTP/1.1), so an upload
// goes through XMLHttpRequest with the session rules of lib/http.ts: the token refreshed
// before it expires, one refresh and retry on a 401, then the session ends.

import { GLOBAL_ERRORS } from '@baraat/shared/constants/global-errors';
import { ApiError, apiErrorOf, endSession } from './http';
import { i18n } from './i18n';
import { currentSession, expiresSoon } from './session';
import { refreshSession } from './session-refresh';

/** 5 MB over a slow mobile link (about 50 KB/s) takes under two minutes. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Bytes sent so far of the request's total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

function send(
  url: string,
  form: FormData,
  token: string | undefined,
  onProgress: (progress: UploadProgress) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept-Language', i18n.locale);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, body });
    };
    const failed = () => reject(new ApiError(i18n._(GLOBAL_ERRORS.network), 0, undefined, []));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.send(form);
  });
}

async function freshToken(): Promise<string | undefined> {
  let session = currentSession();
  if (session && expiresSoon(session)) {
    await refreshSession();
    session = currentSession();
  }
  return session?.accessToken;
}

/** POSTs a multipart form to /api/{path}; failures are ApiErrors as with every other call. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<T> {
  const url = `/api/${path}`;
  let answer = await send(url, form, await freshToken(), onProgress);
  if (answer.status === 401) {
    if (currentSession()?.refreshToken && (await refreshSession()) === 'refreshed') {
      answer = await send(url, form, currentSession()?.accessToken, onProgress);
    }
    if (answer.status === 401) endSession();
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  throw apiErrorOf(answer.status, answer.statusText, answer.body);
}
