import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 40);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and asserted on
type Business = Record<string, any>;

describe('GET /businesses/search (customer dashboard)', () => {
  it('finds vendors with their services, package prices and contacts', async () => {
    const { status, body } = await server.request('/api/businesses/search?q=photo');
    expect(status).toBe(200);
    expect(body.total_count).toBeGreaterThan(0);
    const first = body.businesses[0] as Business;
    expect(first).toMatchObject({
      business_id: expect.any(Number),
      business_name: expect.any(String),
      rating: expect.any(Number),
      description: expect.any(String),
      contact_phone: expect.any(String),
      is_favorited: false,
    });
    expect(first.services.length).toBeGreaterThan(0);
    expect(first.packages[0].price).toEqual(expect.any(Number));
  });

  it('filters by city, service type, minimum rating and budget', async () => {
    const service = (await server.sql.get<{ id: number; name: string }>(
      `SELECT st.id, st.name FROM business_services s
       JOIN service_types st ON st.id = s.service_type_id ORDER BY s.id LIMIT 1`,
    ))!;
    const byService = await server.request(
      `/api/businesses/search?service_type=${encodeURIComponent(service.name)}&limit=100`,
    );
    expect(byService.body.total_count).toBeGreaterThan(0);
    for (const b of byService.body.businesses as Business[]) {
      expect(b.services.map((s: { name: string }) => s.name)).toContain(service.name);
    }
    const filtered = await server.request(
      '/api/businesses/search?city=Lahore&min_rating=3&max_price=300000&limit=100',
    );
    for (const b of filtered.body.businesses as Business[]) {
      expect(b.city).toBe('Lahore');
      expect(b.rating).toBeGreaterThanOrEqual(3);
      expect(b.packages.some((p: { price: number }) => p.price <= 300000)).toBe(true);
    }
    expect((await server.request('/api/businesses/search?service_type=Astrology')).status).toBe(
      422,
    );
    expect((await server.request('/api/businesses/search?city=Dubai')).status).toBe(422);
  });

  it('takes the spec’s dashboard service names and cities', async () => {
    const music = await server.request(
      '/api/businesses/search?service_type=Music%20%26%20DJ&limit=100',
    );
    expect(music.status).toBe(200);
    expect(music.body.total_count).toBeGreaterThan(0);
    for (const b of music.body.businesses as Business[]) {
      expect(
        b.services.some((s: { name: string }) =>
          ['DJ Night', 'Live Band', 'Dholki Night'].includes(s.name),
        ),
      ).toBe(true);
    }
    const sialkot = await server.request('/api/businesses/search?city=Sialkot');
    expect(sialkot.status).toBe(200);
    expect(sialkot.body).toEqual({
      businesses: [],
      total_count: 0,
      current_page: 1,
      total_pages: 0,
    });
  });

  it('marks the signed-in customer’s favourites', async () => {
    const customer = await buildCustomer(server);
    const { body } = await server.request('/api/businesses/search?q=photo');
    const id = body.businesses[0].business_id;
    await server.request('/api/customer/favorites', {
      token: customer.access_token,
      json: { business_id: id },
    });
    const mine = await server.request('/api/businesses/search?q=photo', {
      token: customer.access_token,
    });
    expect(mine.body.businesses.find((b: Business) => b.business_id === id).is_favorited).toBe(
      true,
    );
  });
});

describe('GET /businesses/{id} and its slots, packages and reviews', () => {
  it('answers the vendor details and its lists, and 404 for an unknown vendor', async () => {
    const slot = (await server.sql.get<{ business_id: number; date: string }>(
      'SELECT business_id, date FROM slots ORDER BY id LIMIT 1',
    ))!;
    const details = await server.request(`/api/businesses/${slot.business_id}`);
    expect(details.body).toMatchObject({
      business_id: slot.business_id,
      contact_phone: expect.any(String),
    });
    const slots = await server.request(
      `/api/businesses/${slot.business_id}/slots?date=${slot.date}`,
    );
    expect(slots.body.length).toBeGreaterThan(0);
    expect(slots.body.every((s: { date: string }) => s.date === slot.date)).toBe(true);
    const packages = await server.request(`/api/businesses/${slot.business_id}/packages`);
    expect(packages.body.length).toBe(details.body.packages.length);
    const reviews = await server.request(`/api/businesses/${slot.business_id}/reviews`);
    expect(reviews.body.length).toBe(details.body.reviews.length);
    expect((await server.request('/api/businesses/999999')).status).toBe(404);
    expect((await server.request(`/api/businesses/${slot.business_id}/slots`)).status).toBe(422);
  });
});
