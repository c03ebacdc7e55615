import { api } from '@/lib/http';
import { currentSession, signOut } from '@/lib/session';

/** Ends the session on the server and here. A failed call is ignored (docs/product/README.md#routes-and-guards). */
export async function logout(): Promise<void> {
  const refreshToken = currentSession()?.refreshToken;
  try {
    await api.post('auth/logout', { json: refreshToken ? { refresh_token: refreshToken } : {} });
  } catch {
    // The local session ends anyway; the server prunes what it still holds.
  }
  signOut();
}
