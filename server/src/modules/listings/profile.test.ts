import { todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
let slug: string;
let id: number;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 30);
  const first = await server.request('/api/listings/search?type=1&sort=rating&limit=1');
  slug = first.body.businesses[0].slug;
  id = first.body.businesses[0].business_id;
});
afterAll(() => server.close());

describe('GET /listings/profile/{slug}', () => {
  it('returns the vendor with packages, services, reviews, slots, photos and related vendors', async () => {
    const { status, body } = await server.request(`/api/listings/profile/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ business_id: id, slug, business_type_name: 'Marriage Marquee' });
    expect(body.owner_user_id).toEqual(expect.any(Number));
    expect(body.user_business_mapping.business_type.business_type_name).toBe('Marriage Marquee');

    expect(body.packages.length).toBeGreaterThanOrEqual(2);
    expect(body.packages[0]).toMatchObject({
      package_name: expect.any(String),
      price: expect.any(Number),
      package_price: body.packages[0].price,
      duration_hours: expect.any(Number),
      max_guests: expect.any(Number),
      is_popular: expect.any(Boolean),
    });
    expect(Array.isArray(body.packages[0].features)).toBe(true);
    expect(body.no_of_packages).toBe(body.packages.length);
    expect(body.services.length).toBeGreaterThan(0);

    const stars = Object.values(body.rating_distribution as Record<string, number>);
    expect(stars.reduce((sum, n) => sum + n, 0)).toBe(body.review_count);
    expect(body.reviews.length).toBe(Math.min(body.review_count, 50));

    const today = todayInPakistan();
    expect(body.slots.every((slot: { date: string }) => slot.date >= today)).toBe(true);
    expect(body.media.filter((m: { is_thumbnail: boolean }) => m.is_thumbnail)).toHaveLength(1);
    expect(body.thumbnail_url).toMatch(/^\/media\//);

    expect(body.relevant_vendors.length).toBeGreaterThan(0);
    for (const vendor of body.relevant_vendors) {
      expect(vendor.business_type_name).toBe('Marriage Marquee');
      expect(vendor.business_id).not.toBe(id);
    }
    expect(JSON.stringify(body)).not.toMatch(/password/);
  });

  it('answers an unknown slug with 404 "Business not found"', async () => {
    const { status, body } = await server.request('/api/listings/profile/no-such-vendor');
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'Business not found' });
  });

  it('answers the same profile by id, and 404 for an id that is not a number', async () => {
    const byId = await server.request(`/api/listings/${id}`);
    expect(byId.body.slug).toBe(slug);
    // Ids are digits: a word names no listing (http/id-param.ts).
    expect((await server.request('/api/listings/abc')).status).toBe(404);
    expect((await server.request('/api/listings/999999')).status).toBe(404);
  });
});

describe('slots, calendar and media', () => {
  it('lists the slots of a date range', async () => {
    const { body: profile } = await server.request(`/api/listings/profile/${slug}`);
    const firstDate = profile.slots[0].date as string;
    const { status, body } = await server.request(
      `/api/listings/slots/${id}?start=${firstDate}&end=${firstDate}`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((slot: { date: string }) => slot.date === firstDate)).toBe(true);
    expect(body[0]).toMatchObject({
      slot_id: expect.any(Number),
      start_time: expect.stringMatching(/^\d\d:\d\d$/),
      end_time: expect.stringMatching(/^\d\d:\d\d$/),
      is_available: expect.any(Boolean),
      is_reserved: false,
    });
  });

  it('names each slot’s hall or team, so two times alike are told apart', async () => {
    const { body: profile } = await server.request(`/api/listings/profile/${slug}`);
    const halls = await server.sql.all<{ id: number; name: string }>(
      'SELECT id, name FROM business_workers WHERE business_id = @id',
      { id },
    );
    const nameOf = new Map(halls.map((hall) => [Number(hall.id), hall.name]));
    const slots = profile.slots as { worker_id: number | null; hall_name: string | null }[];
    expect(slots.some((slot) => slot.hall_name !== null)).toBe(true);
    for (const slot of slots) {
      expect(slot.hall_name).toBe(slot.worker_id === null ? null : nameOf.get(slot.worker_id));
    }
    const day = await server.request(`/api/businesses/${id}/slots?date=${profile.slots[0].date}`);
    expect(day.body[0]).toHaveProperty('hall_name');
  });

  it('refuses bad dates and ranges with 422', async () => {
    expect((await server.request(`/api/listings/slots/${id}?start=2026-02-30`)).status).toBe(422);
    expect(
      (await server.request(`/api/listings/slots/${id}?start=2026-05-02&end=2026-05-01`)).status,
    ).toBe(422);
    expect(
      (await server.request(`/api/listings/slots/${id}?start=2026-01-01&end=2027-01-01`)).status,
    ).toBe(422);
  });

  it('summarises the days that have slots', async () => {
    const { body } = await server.request(`/api/listings/calendar/${id}`);
    expect(body.business_id).toBe(id);
    expect(body.days.length).toBeGreaterThan(0);
    for (const day of body.days) expect(day.available_slots).toBeLessThanOrEqual(day.total_slots);
  });

  it('lists a vendor’s photos, which are served from /media', async () => {
    const { body } = await server.request(`/api/media/business/${id}`);
    expect(body.length).toBe(4);
    const image = await fetch(`${server.url}${body[0].media_link}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await server.request('/api/media/business/999999')).status).toBe(404);
  });

  it('lists vendors newest first at /listings/', async () => {
    const { body } = await server.request('/api/listings/?limit=5');
    expect(body.businesses).toHaveLength(5);
    expect(body.total_count).toBe(30);
  });
});
