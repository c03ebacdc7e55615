// The signed-in session: a zustand store mirrored to localStorage under the spec's keys,
// restored at start-up, shared across tabs, and refreshed 5 minutes before the access token
// expires (docs/product/messaging.md#the-live-channel, docs/product/accounts.md#sessions-and-tokens) by session-refresh.ts.
import { TOKEN_REFRESH_BUFFER_MS } from '@baraat/shared/constants/limits';
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

// The exchange itself (session-refresh.ts) loads when a session first needs it, not with the
// first download of a visitor, who has none.
const refresh = () => import('./session-refresh').then(({ refreshSession }) => refreshSession());

function schedule(session: StoredSession | null): void {
  clearTimeout(refreshTimer);
  if (!session?.refreshToken) return;
  const wait = Math.max(0, session.expiresAt - Date.now() - TOKEN_REFRESH_BUFFER_MS);
  // setTimeout holds at most ~24.8 days; tokens live minutes.
  refreshTimer = setTimeout(() => void refresh(), Math.min(wait, 2 ** 31 - 1));
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

let onSessionEnded: () => void = () => undefined;

/** The app tells the HTTP client where to go when a 401 ends the session (/login). */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/** A session ended by the server (a 401, a removed member's refusal): go where the app says. */
export const sessionEnded = (): void => onSessionEnded();

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

/** Restores the stored session at start-up, refreshing it first when it is about to expire. */
export async function initSession(): Promise<void> {
  const stored = readStoredSession();
  if (!stored) {
    apply(null);
    return;
  }
  useSessionStore.setState({ status: 'loading', session: stored });
  if (expiresSoon(stored) && stored.refreshToken) {
    await refresh().catch(() => undefined);
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
