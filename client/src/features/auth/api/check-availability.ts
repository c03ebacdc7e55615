import type { EmailAvailability, UsernameAvailability } from '@baraat/shared/schemas/auth';
import { api, call } from '@/lib/http';

export type AvailabilityField = 'username' | 'email';

/** GET /auth/check-username or /auth/check-email: true when nobody has it yet. */
export function checkAvailability(
  field: AvailabilityField,
  value: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return call(async () => {
    const answer = await api
      .get(`auth/check-${field}`, { searchParams: { [field]: value }, signal })
      .json<UsernameAvailability | EmailAvailability>();
    return answer.available;
  });
}
