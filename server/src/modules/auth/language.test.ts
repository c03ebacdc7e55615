// The language an account keeps (docs/architecture.md#urdu-on-the-server): saved with PATCH
// /auth/me, answered with the user, and the language of the mail the account is sent.
import { userSchema } from '@baraat/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { URDU, withUrduCatalog } from '../../test/urdu-catalog';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(withUrduCatalog());
});
afterAll(() => server.close());

const saveLanguage = (token: string | undefined, language: unknown) =>
  server.request('/api/auth/me', { method: 'PATCH', json: { language }, token });

describe('the account’s language', () => {
  it('is null until chosen, then saved and answered with the user, and null forgets it', async () => {
    const customer = await buildCustomer(server);
    expect(customer.user.language).toBeNull();
    const saved = await saveLanguage(customer.access_token, 'ur');
    expect(saved.status).toBe(200);
    expect(userSchema.parse(saved.body).language).toBe('ur');
    const me = await server.request('/api/auth/me', { token: customer.access_token });
    expect(me.body).toMatchObject({ language: 'ur', first_name: customer.payload.first_name });
    const forgotten = await saveLanguage(customer.access_token, null);
    expect(forgotten.body.language).toBeNull();
  });

  it('is left as it is by a change of other fields', async () => {
    const customer = await buildCustomer(server);
    await saveLanguage(customer.access_token, 'ur');
    const changed = await server.request('/api/auth/me', {
      method: 'PATCH',
      token: customer.access_token,
      json: { first_name: 'Sana' },
    });
    expect(changed.body).toMatchObject({ first_name: 'Sana', language: 'ur' });
  });

  it('refuses a language Baraat is not read in, and an anonymous caller', async () => {
    const customer = await buildCustomer(server);
    const refused = await saveLanguage(customer.access_token, 'fr');
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'language'] })]);
    expect((await saveLanguage(undefined, 'ur')).status).toBe(401);
  });

  it('is the language of the reset mail the account is sent', async () => {
    const urdu = await buildCustomer(server);
    await saveLanguage(urdu.access_token, 'ur');
    const english = await buildCustomer(server);
    for (const { payload } of [urdu, english]) {
      const asked = await server.request('/api/auth/password-reset', {
        json: { email: payload.email },
      });
      expect(asked.status).toBe(200);
    }
    const subjects = await server.sql.all<{ to_address: string; subject: string }>(
      'SELECT to_address, subject FROM mail_outbox ORDER BY id',
    );
    expect(subjects).toEqual([
      { to_address: urdu.payload.email, subject: URDU.resetSubject },
      { to_address: english.payload.email, subject: 'Reset your Baraat password' },
    ]);
  });
});
