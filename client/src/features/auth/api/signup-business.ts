import type { AuthResponse, BusinessSignupInput } from '@baraat/shared/schemas/auth';
import { api, call } from '@/lib/http';

/** POST /auth/signup/business; the form fixes city_id to 1 (docs/product/accounts.md#what-an-account-holds). */
export function signupBusiness(input: BusinessSignupInput): Promise<AuthResponse> {
  return call(() => api.post('auth/signup/business', { json: input }).json<AuthResponse>());
}
