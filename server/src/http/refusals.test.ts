// Refusals in the reader's language, on the real app with a small Urdu catalog
// (test/urdu-catalog.ts): the header's language first, then the account's saved one, and
// English exactly as before.
import { AUTH_ERRORS, VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, customerPayload } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { URDU, withUrduCatalog } from '../test/urdu-catalog';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(withUrduCatalog());
});
afterAll(() => server.close());

const signUpTwice = async (headers: Record<string, string> = {}) => {
  const payload = customerPayload();
  await buildCustomer(server, payload);
  return server.request('/api/auth/signup/customer', {
    json: { ...payload, username: `${payload.username}_2` },
    headers,
  });
};

describe('a refusal', () => {
  it('is answered in Urdu when Accept-Language asks for it', async () => {
    const { status, body, headers } = await signUpTwice({ 'Accept-Language': 'ur-PK,en;q=0.8' });
    expect(status).toBe(409);
    expect(body).toEqual({ detail: URDU.emailExists });
    expect(headers.get('vary')).toContain('Accept-Language');
  });

  it('is answered in English, exactly as before, without the header or when it asks for English', async () => {
    for (const headers of [{}, { 'Accept-Language': 'en-GB, ur;q=0.5' }] as Record<
      string,
      string
    >[]) {
      const response = await signUpTwice(headers);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ detail: AUTH_ERRORS.emailExists });
    }
  });

  it('of an anonymous caller is in the header’s language', async () => {
    const { status, body } = await server.request('/api/auth/me', {
      headers: { 'Accept-Language': 'ur' },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ detail: URDU.notAuthenticated });
  });

  it('lists a 422’s messages in the language the account saved, unless the header names another', async () => {
    const customer = await buildCustomer(server);
    const token = customer.access_token;
    const saved = await server.request('/api/auth/me', {
      method: 'PATCH',
      token,
      json: { language: 'ur' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(saved.status).toBe(200);
    const refuse = (headers: Record<string, string> = {}) =>
      server.request('/api/auth/me', {
        method: 'PATCH',
        token,
        json: { first_name: ' ' },
        headers: { 'Idempotency-Key': crypto.randomUUID(), ...headers },
      });
    const inUrdu = await refuse();
    expect(inUrdu.status).toBe(422);
    expect(inUrdu.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'first_name'], msg: URDU.firstNameRequired }),
    ]);
    const inEnglish = await refuse({ 'Accept-Language': 'en' });
    expect(inEnglish.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'first_name'], msg: VALIDATION.firstNameRequired }),
    ]);
  });

  it('of a plain read the lane hands to the app is in Urdu too', async () => {
    const { status, body } = await server.request('/api/businesses/987654321', {
      headers: { 'Accept-Language': 'ur' },
    });
    expect(status).toBe(404);
    expect(body).toEqual({ detail: URDU.businessNotFound });
    const english = await server.request('/api/businesses/987654321');
    expect(english.body).toEqual({ detail: 'Business not found' });
  });

  it('leaves a text the catalog has not translated in English', async () => {
    const { status, body } = await server.request('/api/auth/me', {
      token: 'not-a-token',
      headers: { 'Accept-Language': 'ur' },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ detail: AUTH_ERRORS.sessionExpired });
  });
});
