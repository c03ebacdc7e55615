import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

// Behind a proxy the server reads the caller's address from X-Forwarded-For, so one test server
// can hear an attacker and the real owner from two addresses.
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const login = (from: string, username: string, password: string) =>
  server.request('/api/auth/login', {
    form: { username, password },
    headers: { 'X-Forwarded-For': from },
  });

describe('login throttling per address and account', () => {
  it('counts guesses by username and by e-mail in one bucket, then answers 429', async () => {
    const { payload } = await buildCustomer(server);
    for (const typed of [payload.email, payload.username, payload.email.toUpperCase()]) {
      expect((await login(ATTACKER, typed, 'Wrong#Pass1')).status).toBe(401);
    }
    expect((await login(ATTACKER, payload.username.toUpperCase(), 'Wrong#Pass2')).status).toBe(401);
    expect((await login(ATTACKER, ` ${payload.email} `, 'Wrong#Pass3')).status).toBe(401);

    const throttled = await login(ATTACKER, payload.username, 'Wrong#Pass4');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ detail: AUTH_ERRORS.tooManyLoginAttempts });
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Even the right password waits from the guessing address.
    expect((await login(ATTACKER, payload.email, GOOD_PASSWORD)).status).toBe(429);
  });

  it('lets the real owner sign in from another address while the attacker waits', async () => {
    const { payload, user } = await buildCustomer(server);
    for (let guess = 0; guess < 5; guess += 1) {
      await login(ATTACKER, payload.email, `Wrong#${guess}`);
    }
    expect((await login(ATTACKER, payload.email, `Wrong#5`)).status).toBe(429);

    const owner = await login(OWNER, payload.username, GOOD_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user.user_id).toBe(user.user_id);
    // A typo of the owner's is an ordinary failure, not a lockout.
    expect((await login(OWNER, payload.email, 'Typo#2026')).status).toBe(401);
    expect((await login(OWNER, payload.email, GOOD_PASSWORD)).status).toBe(200);
    expect((await login(ATTACKER, payload.email, GOOD_PASSWORD)).status).toBe(429);
  });

  it('throttles guesses at an unknown account on the text typed, in any case', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await login(ATTACKER, 'Nobody@Example.pk', `Wrong#${guess}`)).status).toBe(401);
    }
    expect((await login(ATTACKER, 'nobody@example.PK', 'Wrong#5')).status).toBe(429);
    expect((await login(OWNER, 'nobody@example.pk', 'Wrong#6')).status).toBe(401);
  });
});

describe('password spraying from one address', () => {
  it('answers 429 after fifty failures across accounts, and only to that address', async () => {
    const isolated = await startTestServer({ TRUST_PROXY: '1' });
    const sprayer = '192.0.2.99';
    try {
      const customer = await buildCustomer(isolated);
      const attempt = (from: string, username: string, password = 'Wrong#123') =>
        isolated.request('/api/auth/login', {
          form: { username, password },
          headers: { 'X-Forwarded-For': from },
        });
      for (let account = 0; account < 50; account += 1) {
        expect((await attempt(sprayer, `guess${account}@example.pk`)).status).toBe(401);
      }
      const blocked = await attempt(sprayer, customer.payload.email, GOOD_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await attempt(OWNER, customer.payload.email, GOOD_PASSWORD)).status).toBe(200);
    } finally {
      await isolated.close();
    }
  });
});
