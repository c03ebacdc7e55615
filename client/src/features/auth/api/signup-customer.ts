import type { AuthResponse, CustomerSignupInput } from '@baraat/shared/schemas/auth';
import { api, call } from '@/lib/http';

/** POST /auth/signup/customer; confirmPassword is never sent (docs/product/accounts.md#what-an-account-holds). */
export function signupCustomer(input: CustomerSignupInput): Promise<AuthResponse> {
  return call(() => api.post('auth/signup/customer', { json: input }).json<AuthResponse>());
}
