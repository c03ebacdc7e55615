import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOwner, GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login', () => {
  it('signs in with the e-mail, form-encoded, as the sign-in screen sends it', async () => {
    const customer = await buildCustomer(server);
    const { status, body } = await server.request('/api/auth/login', {
      form: { username: customer.payload.email, password: GOOD_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'bearer',
      user: { user_id: customer.user.user_id, is_business_owner: false },
    });
    expect(body.access_token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('signs in with the username as JSON, in any letter case', async () => {
    const owner = await buildOwner(server);
    const { status, body } = await server.request('/api/auth/login', {
      json: { username: owner.payload.username.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.user.is_business_owner).toBe(true);
  });

  it('answers 401 with the spec text for a wrong password or an unknown account', async () => {
    const customer = await buildCustomer(server);
    const wrong = await server.request('/api/auth/login', {
      form: { username: customer.payload.email, password: 'Wrong#Pass1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: AUTH_ERRORS.invalidCredentials });
    const unknown = await server.request('/api/auth/login', {
      form: { username: 'nobody@example.pk', password: GOOD_PASSWORD },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: AUTH_ERRORS.invalidCredentials });
  });

  it('answers 422 when a field is missing', async () => {
    const { status, body } = await server.request('/api/auth/login', { form: { username: '' } });
    expect(status).toBe(422);
    expect(body.detail).toEqual([
      { loc: ['body', 'username'], msg: VALIDATION.emailRequired, type: 'too_small' },
      { loc: ['body', 'password'], msg: VALIDATION.passwordRequired, type: 'invalid_type' },
    ]);
  });
});
