import { api, call } from '@/lib/http';

/** POST /auth/password-reset: the server answers the same whether or not the e-mail exists. */
export function requestPasswordReset(email: string): Promise<string> {
  return call(async () => {
    const answer = await api
      .post('auth/password-reset', { json: { email } })
      .json<{ message: string }>();
    return answer.message;
  });
}

/** POST /auth/password-reset-confirm with the token from the mailed link. */
export function confirmPasswordReset(token: string, newPassword: string): Promise<string> {
  return call(async () => {
    const answer = await api
      .post('auth/password-reset-confirm', { json: { token, new_password: newPassword } })
      .json<{ message: string }>();
    return answer.message;
  });
}
