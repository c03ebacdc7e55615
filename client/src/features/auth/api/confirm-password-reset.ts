import type { MessageResponse } from '@baraat/shared/schemas/common';
import { api, call } from '@/lib/http';

/** POST /auth/password-reset-confirm with the token from the mailed link. */
export function confirmPasswordReset(token: string, newPassword: string): Promise<string> {
  return call(async () => {
    const answer = await api
      .post('auth/password-reset-confirm', { json: { token, new_password: newPassword } })
      .json<MessageResponse>();
    return answer.message;
  });
}
