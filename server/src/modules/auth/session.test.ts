import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refresh = (refreshToken: string) =>
  server.request('/api/auth/refresh-token', { json: { refresh_token: refreshToken } });

describe('GET /auth/me', () => {
  it('returns the signed-in user without internals', async () => {
    const customer = await buildCustomer(server);
    const { status, body } = await server.request('/api/auth/me', { token: customer.access_token });
    expect(status).toBe(200);
    expect(body).toEqual(customer.user);
    expect(Object.keys(body)).not.toContain('password_hash');
  });

  it('answers 401 without a token, with a forged one and with a malformed header', async () => {
    const none = await server.request('/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: AUTH_ERRORS.notAuthenticated });
    expect(none.headers.get('www-authenticate')).toBe('Bearer');

    const customer = await buildCustomer(server);
    const [header, payload] = customer.access_token.split('.');
    const forged = await server.request('/api/auth/me', {
      token: `${header}.${payload}.${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ detail: AUTH_ERRORS.sessionExpired });

    const alg = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = await server.request('/api/auth/me', { token: `${alg}.${payload}.` });
    expect(unsigned.status).toBe(401);

    const basic = await server.request('/api/auth/me', {
      headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
  });
});

describe('refresh token rotation', () => {
  it('exchanges a refresh token for a new pair that works', async () => {
    const customer = await buildCustomer(server);
    const { status, body } = await refresh(customer.refresh_token);
    expect(status).toBe(200);
    expect(body.refresh_token).not.toBe(customer.refresh_token);
    expect(body.user.user_id).toBe(customer.user.user_id);
    const me = await server.request('/api/auth/me', { token: body.access_token });
    expect(me.status).toBe(200);
    expect((await refresh(body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token comes back', async () => {
    const customer = await buildCustomer(server);
    const rotated = await refresh(customer.refresh_token);
    expect(rotated.status).toBe(200);

    const reuse = await refresh(customer.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: AUTH_ERRORS.invalidRefreshToken });

    // The successor token and its access token die with the family.
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    const me = await server.request('/api/auth/me', { token: rotated.body.access_token });
    expect(me.status).toBe(401);
    expect(
      server.logs.some((line) => String(line.msg).includes('refresh token presented again')),
    ).toBe(true);
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const customer = await buildCustomer(server);
    const second = await server.request('/api/auth/login', {
      json: { username: customer.payload.email, password: GOOD_PASSWORD },
    });
    await refresh(customer.refresh_token);
    await refresh(customer.refresh_token);
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
  });

  it('answers 401 for an unknown token and 422 for none', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const missing = await server.request('/api/auth/refresh-token', { json: {} });
    expect(missing.status).toBe(422);
  });

  it('stores refresh tokens only as hashes', async () => {
    const customer = await buildCustomer(server);
    const rows = await server.sql.all<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens ORDER BY id',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === customer.refresh_token)).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session: the access and the refresh token stop working', async () => {
    const customer = await buildCustomer(server);
    const { status } = await server.request('/api/auth/logout', {
      method: 'POST',
      token: customer.access_token,
    });
    expect(status).toBe(200);
    expect((await server.request('/api/auth/me', { token: customer.access_token })).status).toBe(
      401,
    );
    expect((await refresh(customer.refresh_token)).status).toBe(401);
  });

  it('ends the session named by a refresh token sent without an access token', async () => {
    const customer = await buildCustomer(server);
    const { status } = await server.request('/api/auth/logout', {
      json: { refresh_token: customer.refresh_token },
    });
    expect(status).toBe(200);
    expect((await server.request('/api/auth/me', { token: customer.access_token })).status).toBe(
      401,
    );
  });

  it('succeeds with nothing to end, so a client can always log out', async () => {
    const { status } = await server.request('/api/auth/logout', { method: 'POST' });
    expect(status).toBe(200);
  });
});
