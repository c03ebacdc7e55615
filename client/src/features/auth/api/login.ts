import type { AuthResponse, LoginInput } from '@baraat/shared/schemas/auth';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';

/** POST /auth/login, form-encoded as the spec sends it; 30 s timeout (docs/product/accounts.md#calls). */
export function login(input: LoginInput): Promise<AuthResponse> {
  return call(() =>
    api
      .post('auth/login', {
        body: new URLSearchParams({ username: input.username, password: input.password }),
        timeout: LONG_TIMEOUT_MS,
      })
      .json<AuthResponse>(),
  );
}
