import type {
  emailAvailabilitySchema,
  usernameAvailabilitySchema,
} from '@baraat/shared/schemas/auth';
import type { z } from 'zod';
import { api, call } from '@/lib/http';

type Availability = z.infer<typeof usernameAvailabilitySchema | typeof emailAvailabilitySchema>;

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
      .json<Availability>();
    return answer.available;
  });
}
