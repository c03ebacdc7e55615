// The signed-in session: a zustand store mirrored to localStorage under the spec's keys,
// restored at start-up, shared across tabs, and refreshed 5 minutes before the access token
// expires (docs/product/messaging.md#the-live-channel, docs/product/accounts.md#sessions-and-tokens). Refreshes are serialised across tabs with a Web Lock: the
// server revokes a session whose rotated refresh token is presented twice.
import { TOKEN_REFRESH_BUFFER_MS } from '@baraat/shared/constants/limits';
import { readAuthResponse } from '@baraat/shared/domain/session-shape';
import type { AuthResponse, User } from '@baraat/shared/schemas/auth';
import { create } from 'zustand';
import {
  clearStoredSession,
  readStoredSession,
  type StoredSession,
  tokenExpiry,
  writeStoredSession,
} from './storage';

export type SessionStatus = 'loading' | 'ready';

interface SessionState {
  status: SessionStatus;
  session: StoredSession | null;
}

export const useSessionStore = create<SessionState>(() => ({ status: 'loading', session: null }));

export const currentSession = () => useSessionStore.getState().session;
export const currentUser = (): User | null => currentSession()?.user ?? null;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function schedule(session: StoredSession | null): void {
  clearTimeout(refreshTimer);
  if (!session?.refreshToken) return;
  const wait = Math.max(0, session.expiresAt - Date.now() - TOKEN_REFRESH_BUFFER_MS);
  // setTimeout holds at most ~24.8 days; tokens live minutes.
  refreshTimer = setTimeout(() => void refreshSession(), Math.min(wait, 2 ** 31 - 1));
}

function apply(session: StoredSession | null): void {
  if (session) writeStoredSession(session);
  else clearStoredSession();
  useSessionStore.setState({ status: 'ready', session });
  schedule(session);
}

export function signIn(auth: AuthResponse): void {
  apply({
    accessToken: auth.access_token,
    refreshToken: auth.refresh_token,
    expiresAt: tokenExpiry(auth.access_token) || Date.now() + auth.expires_in * 1000,
    user: auth.user,
  });
}

export function signOut(): void {
  apply(null);
}

/** Makes a session kept on the device the active one again (a shared tablet's own session). */
export function restoreSession(session: StoredSession): void {
  apply(session);
}

export function updateUser(user: User): void {
  const session = currentSession();
  if (session) apply({ ...session, user });
}

export function expiresSoon(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt - now <= TOKEN_REFRESH_BUFFER_MS;
}

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
    apply(stored);
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

/** Restores the stored session at start-up, refreshing it first when it is about to expire. */
export async function initSession(): Promise<void> {
  const stored = readStoredSession();
  if (!stored) {
    apply(null);
    return;
  }
  useSessionStore.setState({ status: 'loading', session: stored });
  if (expiresSoon(stored) && stored.refreshToken) {
    await refreshSession();
    if (useSessionStore.getState().status === 'loading') {
      useSessionStore.setState({ status: 'ready' });
    }
  } else {
    apply(stored);
  }
}

/** Follows sign-ins, refreshes and sign-outs made in other tabs. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== 'access_token') return;
    const stored = readStoredSession();
    useSessionStore.setState({ status: 'ready', session: stored });
    schedule(stored);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
