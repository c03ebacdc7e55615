import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPayload, customerPayload } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { TOO_MANY_CHECKS, TOO_MANY_SIGNUPS } from './routes';

// Small limits, and two addresses told apart through X-Forwarded-For as behind a proxy.
const NEIGHBOUR = '198.51.100.20';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: '1',
    SIGNUPS_PER_HOUR: '3',
    AVAILABILITY_CHECKS_PER_MINUTE: '4',
  });
});
afterAll(() => server.close());

const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('sign-ups per address', () => {
  it('answers 429 with Retry-After once an address has signed up three times in an hour', async () => {
    const address = '203.0.113.10';
    const first = customerPayload();
    const attempts = [
      ['/api/auth/signup/customer', first],
      ['/api/auth/signup/business', businessPayload()],
      // A refused attempt counts too: it still tells the caller whether the e-mail is taken.
      ['/api/auth/signup/customer', customerPayload({ email: first.email })],
    ] as const;
    const statuses = [];
    for (const [path, json] of attempts) {
      statuses.push((await server.request(path, { json, headers: from(address) })).status);
    }
    expect(statuses).toEqual([201, 201, 409]);

    for (const path of ['/api/auth/signup/customer', '/api/auth/signup/business']) {
      const json = path.endsWith('customer') ? customerPayload() : businessPayload();
      const limited = await server.request(path, { json, headers: from(address) });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ detail: TOO_MANY_SIGNUPS });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }

    const neighbour = await server.request('/api/auth/signup/customer', {
      json: customerPayload(),
      headers: from(NEIGHBOUR),
    });
    expect(neighbour.status).toBe(201);
  });
});

describe('availability checks per address', () => {
  it('answers 429 with Retry-After after four checks of either field in a minute', async () => {
    const address = '203.0.113.11';
    const checks = [
      '/api/auth/check-email?email=a%40example.pk',
      '/api/auth/check-username?username=ayesha_k',
      '/api/auth/check-email?email=b%40example.pk',
      '/api/auth/check-username?username=ayesha_kh',
    ];
    for (const path of checks) {
      expect((await server.request(path, { headers: from(address) })).status).toBe(200);
    }
    for (const path of checks.slice(0, 2)) {
      const limited = await server.request(path, { headers: from(address) });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ detail: TOO_MANY_CHECKS });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    const neighbour = await server.request(checks[0]!, { headers: from(NEIGHBOUR) });
    expect(neighbour.status).toBe(200);
    expect(neighbour.body).toMatchObject({ available: true });
  });
});
