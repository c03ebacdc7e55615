import { VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('customer profile', () => {
  it('shows and updates the profile; the e-mail cannot change', async () => {
    const customer = await buildCustomer(server);
    const token = customer.access_token;
    const shown = await server.request('/api/customer/my-profile', { token });
    expect(shown.body).toEqual({
      address: null,
      bio: null,
      user: expect.objectContaining({ email: customer.payload.email, first_name: 'Ayesha' }),
    });

    const saved = await server.request('/api/customer/profile', {
      method: 'PUT',
      token,
      json: {
        address: 'House 4, Street 9, F-7/2',
        bio: 'Planning a winter wedding',
        user: {
          first_name: 'Hina',
          last_name: 'Raza',
          mobile: '0333 1112223',
          email: 'new@example.pk',
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      address: 'House 4, Street 9, F-7/2',
      bio: 'Planning a winter wedding',
      user: {
        first_name: 'Hina',
        last_name: 'Raza',
        mobile: '0333 1112223',
        email: customer.payload.email,
      },
    });
    expect((await server.request('/api/auth/me', { token })).body.first_name).toBe('Hina');
  });

  it('requires first and last name and checks the mobile and lengths', async () => {
    const { access_token: token } = await buildCustomer(server);
    const { status, body } = await server.request('/api/customer/profile', {
      method: 'PUT',
      token,
      json: { bio: 'x'.repeat(501), user: { first_name: '', last_name: ' ', mobile: '12' } },
    });
    expect(status).toBe(422);
    expect(
      body.detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg]),
    ).toEqual([
      ['body.bio', 'Bio must be at most 500 characters'],
      ['body.user.first_name', VALIDATION.firstNameRequired],
      ['body.user.last_name', VALIDATION.lastNameRequired],
      ['body.user.mobile', VALIDATION.phoneInvalid],
    ]);
  });

  it('is for signed-in customers only', async () => {
    expect((await server.request('/api/customer/my-profile')).status).toBe(401);
    const owner = await buildOwner(server);
    expect(
      (await server.request('/api/customer/my-profile', { token: owner.access_token })).status,
    ).toBe(403);
  });
});
