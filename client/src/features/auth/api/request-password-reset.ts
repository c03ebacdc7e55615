import type { MessageResponse } from '@baraat/shared/schemas/common';
import { api, call } from '@/lib/http';

/** POST /auth/password-reset: the server answers the same whether or not the e-mail exists. */
export function requestPasswordReset(email: string): Promise<string> {
  return call(async () => {
    const answer = await api
      .post('auth/password-reset', { json: { email } })
      .json<MessageResponse>();
    return answer.message;
  });
}
