import { VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REUSED } from '../../http/idempotency';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('PATCH /auth/me', () => {
  it('updates the profile fields it is given and leaves the others', async () => {
    const customer = await buildCustomer(server);
    const { status, body } = await server.request('/api/auth/me', {
      method: 'PATCH',
      token: customer.access_token,
      json: { first_name: 'Sana', mobile: '' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      first_name: 'Sana',
      last_name: 'Khan',
      mobile: null,
      city_id: 2,
      email: customer.payload.email,
    });
    const me = await server.request('/api/auth/me', { token: customer.access_token });
    expect(me.body.first_name).toBe('Sana');
  });

  it('cannot change the e-mail, the username or the role', async () => {
    const customer = await buildCustomer(server);
    const { body } = await server.request('/api/auth/me', {
      method: 'PATCH',
      token: customer.access_token,
      json: { email: 'new@example.pk', username: 'changed', is_business_owner: true },
    });
    expect(body).toMatchObject({
      email: customer.payload.email,
      username: customer.payload.username,
      is_business_owner: false,
    });
  });

  it('validates with the shared messages', async () => {
    const customer = await buildCustomer(server);
    const { status, body } = await server.request('/api/auth/me', {
      method: 'PATCH',
      token: customer.access_token,
      json: { first_name: ' ', city_id: 42, mobile: '12' },
    });
    expect(status).toBe(422);
    expect(body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      VALIDATION.firstNameRequired,
      VALIDATION.phoneInvalid,
      VALIDATION.cityRequired,
    ]);
  });

  it('needs a signed-in user', async () => {
    const { status } = await server.request('/api/auth/me', {
      method: 'PATCH',
      json: { first_name: 'X' },
    });
    expect(status).toBe(401);
  });
});

/** PATCH /auth/me as an offline outbox would send it: a first name and, maybe, a key. */
const patchFirstName = (token: string, firstName: string, key?: string) =>
  server.request('/api/auth/me', {
    method: 'PATCH',
    token,
    json: { first_name: firstName },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('Idempotency-Key', () => {
  it('replays the stored response for the same key and body without writing again', async () => {
    const { access_token: token } = await buildCustomer(server);
    const first = await patchFirstName(token, 'Bilal', 'outbox-entry-1');
    expect(first.body.first_name).toBe('Bilal');
    await patchFirstName(token, 'Hamza');

    const replay = await patchFirstName(token, 'Bilal', 'outbox-entry-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // The replay did not apply the write a second time.
    const me = await server.request('/api/auth/me', { token });
    expect(me.body.first_name).toBe('Hamza');
  });

  it('refuses the same key with another body with 422', async () => {
    const { access_token: token } = await buildCustomer(server);
    expect((await patchFirstName(token, 'Bilal', 'outbox-entry-2')).status).toBe(200);
    const clash = await patchFirstName(token, 'Hamza', 'outbox-entry-2');
    expect(clash.status).toBe(422);
    expect(clash.body).toEqual({ detail: KEY_REUSED });
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const one = await buildCustomer(server);
    const two = await buildCustomer(server);
    const first = await patchFirstName(one.access_token, 'Same', 'shared-key');
    expect(first.body.user_id).toBe(one.user.user_id);
    const second = await patchFirstName(two.access_token, 'Same', 'shared-key');
    expect(second.body.user_id).toBe(two.user.user_id);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });

  it('stores nothing for a request that failed, so a corrected retry can run', async () => {
    const { access_token: token } = await buildCustomer(server);
    expect((await patchFirstName(token, '', 'retry-me')).status).toBe(422);
    const retry = await patchFirstName(token, 'Fixed', 'retry-me');
    expect(retry.status).toBe(200);
    expect(retry.body.first_name).toBe('Fixed');
  });

  it('refuses a malformed key with 400', async () => {
    const { access_token: token } = await buildCustomer(server);
    expect((await patchFirstName(token, 'X', 'has spaces in it')).status).toBe(400);
  });
});
