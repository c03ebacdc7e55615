import type { ChangePasswordInput } from '@baraat/shared/schemas/auth';
import { api, call } from '@/lib/http';

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return call(async () => {
    await api.post('auth/change-password', { json: input });
  });
}
