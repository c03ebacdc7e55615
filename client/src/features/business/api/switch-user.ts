import type { AuthResponse } from '@baraat/shared/schemas/auth';
import type { SwitchUserInput } from '@baraat/shared/schemas/staff';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';

/** POST /auth/switch: a member takes the shared tablet by their PIN (docs/product/accounts.md#a-shared-tablet). */
export function switchUser(input: SwitchUserInput): Promise<AuthResponse> {
  return call(() => api.post('auth/switch', { json: input }).json<AuthResponse>());
}

/** The device's own account taken back: its password, through the sign-in call. */
export function signInAgain(username: string, password: string): Promise<AuthResponse> {
  return call(() =>
    api
      .post('auth/login', {
        body: new URLSearchParams({ username, password }),
        timeout: LONG_TIMEOUT_MS,
      })
      .json<AuthResponse>(),
  );
}
