import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_OWNER_REQUIRED } from '../../http/auth';
import { buildCustomer, buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /business/my-business', () => {
  it('returns the owner’s business with its type and mapping', async () => {
    const owner = await buildOwner(server, {
      business_name: 'Lahore Lens Studio',
      business_type: 2,
    });
    const { status, body } = await server.request('/api/business/my-business', {
      token: owner.access_token,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      business_name: 'Lahore Lens Studio',
      slug: 'lahore-lens-studio',
      city_name: 'Karachi',
      rating: 0,
      is_verified: false,
      business_type: { business_type_id: 2, business_type_name: 'Wedding Photography' },
      user_business_mapping: { business_type: { business_type_name: 'Wedding Photography' } },
    });
    expect(body.user_business_mapping.user_business_mapping_id).toBe(body.user_business_mapping_id);
  });

  it('refuses a customer with 403 and a visitor with 401', async () => {
    const customer = await buildCustomer(server);
    const asCustomer = await server.request('/api/business/my-business', {
      token: customer.access_token,
    });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ detail: BUSINESS_OWNER_REQUIRED });
    expect((await server.request('/api/business/my-business')).status).toBe(401);
  });

  it('shows each owner only their own business', async () => {
    const one = await buildOwner(server, { business_name: 'First Venue' });
    const two = await buildOwner(server, { business_name: 'Second Venue' });
    const first = await server.request('/api/business/my-business', { token: one.access_token });
    const second = await server.request('/api/business/my-business', { token: two.access_token });
    expect(first.body.business_name).toBe('First Venue');
    expect(second.body.business_name).toBe('Second Venue');
  });
});
