import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_REQUIRED } from '../../http/auth';
import { buildCustomer, buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
let vendorIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 5);
  const { body } = await server.request('/api/listings/search?limit=5');
  vendorIds = body.businesses.map((card: { business_id: number }) => card.business_id);
});
afterAll(() => server.close());

describe('customer favourites', () => {
  it('adds, lists, checks and removes a favourite vendor', async () => {
    const { access_token: token } = await buildCustomer(server);
    const [first, second] = vendorIds as [number, number];

    const added = await server.request('/api/customer/favorites', {
      token,
      json: { business_id: first },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      business_id: first,
      is_favorite: true,
      business: { business_id: first, business_name: expect.any(String) },
    });
    expect(added.body.business.user_business_mapping.business_type.business_type_name).toEqual(
      expect.any(String),
    );
    const again = await server.request('/api/customer/favorites', {
      token,
      json: { business_id: first },
    });
    expect(again.status).toBe(200);
    await server.request('/api/customer/favorites', { token, json: { business_id: second } });

    const list = await server.request('/api/customer/favorites', { token });
    expect(list.body.map((f: { business_id: number }) => f.business_id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(
      (await server.request(`/api/customer/favorites/check/${first}`, { token })).body,
    ).toEqual({
      business_id: first,
      is_favorite: true,
    });

    const removed = await server.request(`/api/customer/favorites/${first}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.body).toEqual({ business_id: first, is_favorite: false });
    expect(
      (await server.request(`/api/customer/favorites/check/${first}`, { token })).body.is_favorite,
    ).toBe(false);
  });

  it('keeps each customer’s favourites to themselves', async () => {
    const one = await buildCustomer(server);
    const two = await buildCustomer(server);
    await server.request('/api/customer/favorites', {
      token: one.access_token,
      json: { business_id: vendorIds[0] },
    });
    expect(
      (await server.request('/api/customer/favorites', { token: two.access_token })).body,
    ).toEqual([]);
    await server.request(`/api/customer/favorites/${vendorIds[0]}`, {
      method: 'DELETE',
      token: two.access_token,
    });
    expect(
      (await server.request('/api/customer/favorites', { token: one.access_token })).body,
    ).toHaveLength(1);
  });

  it('refuses visitors with 401, owners with 403 and unknown vendors with 404', async () => {
    expect((await server.request('/api/customer/favorites')).status).toBe(401);
    const owner = await buildOwner(server);
    const asOwner = await server.request('/api/customer/favorites', { token: owner.access_token });
    expect(asOwner.status).toBe(403);
    expect(asOwner.body).toEqual({ detail: CUSTOMER_REQUIRED });
    const customer = await buildCustomer(server);
    const unknown = await server.request('/api/customer/favorites', {
      token: customer.access_token,
      json: { business_id: 999999 },
    });
    expect(unknown.status).toBe(404);
    const bad = await server.request('/api/customer/favorites', {
      token: customer.access_token,
      json: { business_id: 'x' },
    });
    expect(bad.status).toBe(422);
  });
});
