import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (table: string) =>
  Number((await server.sql.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n);

describe('clean-up of expired records', () => {
  it('keeps live sessions and deletes what expired long ago', async () => {
    const live = await buildCustomer(server);
    await server.request('/api/auth/password-reset', { json: { email: live.payload.email } });
    await server.request('/api/auth/me', {
      method: 'PATCH',
      token: live.access_token,
      json: { first_name: 'Kept' },
      headers: { 'Idempotency-Key': 'k1' },
    });

    await server.prune();
    expect(await count('auth_sessions')).toBe(1);
    expect(await count('refresh_tokens')).toBe(1);
    expect(await count('password_resets')).toBe(1);
    expect(await count('idempotency_keys')).toBe(1);

    const inAYear = new Date(Date.now() + 366 * 24 * 60 * 60 * 1000);
    await server.prune(inAYear);
    expect(await count('auth_sessions')).toBe(0);
    expect(await count('refresh_tokens')).toBe(0);
    expect(await count('password_resets')).toBe(0);
    expect(await count('idempotency_keys')).toBe(0);
  });
});
