import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://baraat.test' });
});
afterAll(() => server.close());

const login = (username: string, password: string) =>
  server.request('/api/auth/login', { form: { username, password } });

describe('change password', () => {
  it('changes the password with the snake_case fields and ends the other sessions', async () => {
    const customer = await buildCustomer(server);
    const other = await login(customer.payload.email, GOOD_PASSWORD);
    const { status, body } = await server.request('/api/auth/change-password', {
      token: customer.access_token,
      json: { current_password: GOOD_PASSWORD, new_password: 'Mehndi@Night7' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: AUTH_ERRORS.passwordChanged });
    expect((await login(customer.payload.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(customer.payload.email, 'Mehndi@Night7')).status).toBe(200);
    // This session goes on; the other device must sign in again.
    expect((await server.request('/api/auth/me', { token: customer.access_token })).status).toBe(
      200,
    );
    expect((await server.request('/api/auth/me', { token: other.body.access_token })).status).toBe(
      401,
    );
  });

  it('accepts the camelCase reading of the fields', async () => {
    const customer = await buildCustomer(server);
    const { status } = await server.request('/api/auth/change-password', {
      token: customer.access_token,
      json: { currentPassword: GOOD_PASSWORD, newPassword: 'Walima#Day26' },
    });
    expect(status).toBe(200);
    expect((await login(customer.payload.username, 'Walima#Day26')).status).toBe(200);
  });

  it('refuses a wrong current password with 400, leaving the password as it was', async () => {
    const customer = await buildCustomer(server);
    const { status, body } = await server.request('/api/auth/change-password', {
      token: customer.access_token,
      json: { current_password: 'Not#Mine99', new_password: 'Walima#Day26' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ detail: AUTH_ERRORS.currentPasswordWrong });
    expect((await login(customer.payload.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('applies the strength rules, the common patterns and the must-differ rule', async () => {
    const customer = await buildCustomer(server);
    const change = (newPassword: string) =>
      server.request('/api/auth/change-password', {
        token: customer.access_token,
        json: { current_password: GOOD_PASSWORD, new_password: newPassword },
      });
    const weak = await change('short');
    expect(weak.status).toBe(422);
    expect(weak.body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      VALIDATION.passwordMin8,
      VALIDATION.passwordUppercase,
      VALIDATION.passwordDigit,
      VALIDATION.passwordSpecial,
    ]);
    const common = await change('Qwerty#2026');
    expect(common.body.detail).toEqual([
      { loc: ['body', 'new_password'], msg: VALIDATION.passwordCommon, type: 'custom' },
    ]);
    const same = await change(GOOD_PASSWORD);
    expect(same.body.detail[0].msg).toBe(VALIDATION.newPasswordSameAsCurrent);
  });

  it('needs a signed-in user', async () => {
    const { status } = await server.request('/api/auth/change-password', {
      json: { current_password: 'x', new_password: 'Walima#Day26' },
    });
    expect(status).toBe(401);
  });
});

function resetLinkFromLog(email: string): string {
  const line = [...server.logs].reverse().find((entry) => entry.mail_to === email);
  const match = /token=([A-Za-z0-9_-]+)/.exec(String(line?.body ?? ''));
  if (!match) throw new Error(`no reset link logged for ${email}`);
  return match[1]!;
}

const outboxSize = async () =>
  (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM mail_outbox'))!.n;

describe('password reset', () => {
  it('queues a link in the mail outbox and the log, and the link sets a new password once', async () => {
    const customer = await buildCustomer(server);
    const other = await login(customer.payload.email, GOOD_PASSWORD);
    const request = await server.request('/api/auth/password-reset', {
      json: { email: customer.payload.email.toUpperCase() },
    });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({ message: AUTH_ERRORS.resetRequested });

    const mail = (await server.sql.get<{ to_address: string; body: string }>(
      'SELECT to_address, body FROM mail_outbox WHERE to_address = @email',
      { email: customer.payload.email },
    ))!;
    expect(mail.body).toContain('https://baraat.test/reset-password?token=');
    const token = resetLinkFromLog(customer.payload.email);
    expect(mail.body).toContain(token);

    const confirm = await server.request('/api/auth/password-reset-confirm', {
      json: { token, new_password: 'Dholki#Night5' },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ message: AUTH_ERRORS.passwordReset });
    expect((await login(customer.payload.email, 'Dholki#Night5')).status).toBe(200);
    // Every session from before the reset is over.
    expect((await server.request('/api/auth/me', { token: other.body.access_token })).status).toBe(
      401,
    );

    const again = await server.request('/api/auth/password-reset-confirm', {
      json: { token, new_password: 'Another#Pass6' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: AUTH_ERRORS.invalidResetToken });
  });

  it('answers the same for an unknown e-mail and queues nothing', async () => {
    const before = await outboxSize();
    const { status, body } = await server.request('/api/auth/password-reset', {
      json: { email: 'nobody-at-all@example.pk' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: AUTH_ERRORS.resetRequested });
    expect(await outboxSize()).toBe(before);
  });

  it('refuses an unknown token and a weak new password', async () => {
    const unknown = await server.request('/api/auth/password-reset-confirm', {
      json: { token: 'made-up', new_password: 'Dholki#Night5' },
    });
    expect(unknown.status).toBe(400);
    const weak = await server.request('/api/auth/password-reset-confirm', {
      json: { token: 'made-up', new_password: 'weak' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.detail[0].loc).toEqual(['body', 'new_password']);
  });

  it('validates the e-mail of a request', async () => {
    const { status, body } = await server.request('/api/auth/password-reset', {
      json: { email: 'not-an-email' },
    });
    expect(status).toBe(422);
    expect(body.detail[0].msg).toBe(VALIDATION.emailInvalid);
  });

  it('limits reset requests from one address with 429', async () => {
    const isolated = await startTestServer();
    try {
      const ask = () =>
        isolated.request('/api/auth/password-reset', { json: { email: 'x@example.pk' } });
      for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(200);
      const limited = await ask();
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    } finally {
      await isolated.close();
    }
  });
});
