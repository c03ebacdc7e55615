// Exchanging the refresh token for a new pair (docs/product/accounts.md#sessions-and-tokens), serialised
// across tabs with a Web Lock: the server revokes a session whose rotated refresh token is
// presented twice. Apart from session.ts so a visitor's first download does not carry it.
import { readAuthResponse } from '@baraat/shared/domain/session-shape';
import { currentSession, expiresSoon, restoreSession, signIn, signOut } from './session';
import { readStoredSession } from './storage';

export type RefreshResult = 'refreshed' | 'rejected' | 'offline';

async function exchange(refreshToken: string): Promise<RefreshResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/refresh-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    return 'offline';
  }
  if (response.status === 401 || response.status === 422) return 'rejected';
  if (!response.ok) return 'offline';
  const answer = readAuthResponse(await response.json().catch(() => null));
  if (!answer) return 'offline';
  signIn(answer);
  return 'refreshed';
}

async function refreshUnderLock(): Promise<RefreshResult> {
  // Another tab may have refreshed while this one waited for the lock.
  const stored = readStoredSession();
  const mine = currentSession();
  if (stored && mine && stored.accessToken !== mine.accessToken && !expiresSoon(stored)) {
    restoreSession(stored);
    return 'refreshed';
  }
  const refreshToken = stored?.refreshToken ?? mine?.refreshToken;
  if (!refreshToken) return 'rejected';
  const result = await exchange(refreshToken);
  if (result === 'rejected') signOut();
  return result;
}

let inFlight: Promise<RefreshResult> | undefined;

/**
 * Exchanges the refresh token for a new pair. 'rejected' signs the user out; 'offline' keeps
 * the session, so a vendor without signal stays signed in and can sync later.
 */
export function refreshSession(): Promise<RefreshResult> {
  if (!inFlight) {
    const run: Promise<RefreshResult> = navigator.locks
      ? navigator.locks.request('baraat-session-refresh', () => refreshUnderLock()).then((r) => r)
      : refreshUnderLock();
    inFlight = run.finally(() => {
      inFlight = undefined;
    });
  }
  return inFlight;
}
