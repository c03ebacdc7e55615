// The browser storage keys of the session (docs/product/accounts.md#what-an-account-holds): access_token (also read as token),
// user, currentUser and userId; Baraat adds refresh_token and token_expires_at.
import { readUser } from '@baraat/shared/domain/session-shape';
import type { User } from '@baraat/shared/schemas/auth';

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
  user: User;
}

const KEYS = {
  accessToken: 'access_token',
  legacyToken: 'token',
  refreshToken: 'refresh_token',
  expiresAt: 'token_expires_at',
  user: 'user',
  currentUser: 'currentUser',
  userId: 'userId',
} as const;

export const SESSION_STORAGE_KEYS: readonly string[] = Object.values(KEYS);

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    return readUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The exp claim of a JWT in milliseconds, or 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const accessToken = storage.getItem(KEYS.accessToken) ?? storage.getItem(KEYS.legacyToken);
  const user = parseUser(storage.getItem(KEYS.user) ?? storage.getItem(KEYS.currentUser));
  if (!accessToken || !user) return null;
  const storedExpiry = Number(storage.getItem(KEYS.expiresAt));
  return {
    accessToken,
    refreshToken: storage.getItem(KEYS.refreshToken),
    expiresAt: storedExpiry > 0 ? storedExpiry : tokenExpiry(accessToken),
    user,
  };
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(KEYS.accessToken, session.accessToken);
  if (session.refreshToken) storage.setItem(KEYS.refreshToken, session.refreshToken);
  else storage.removeItem(KEYS.refreshToken);
  storage.setItem(KEYS.expiresAt, String(session.expiresAt));
  const user = JSON.stringify(session.user);
  storage.setItem(KEYS.user, user);
  storage.setItem(KEYS.currentUser, user);
  storage.setItem(KEYS.userId, String(session.user.user_id));
}

export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
}
