// The same server on PostgreSQL (docs/architecture.md#10-two-engines): the real app, given the
// run's throwaway PostgreSQL instead of a SQLite file, carries a wedding from sign-up to payment
// through its HTTP API: an owner signs up with a business and adds a hall and a slot, a
// customer finds the vendor, sees the day's slot and asks for it, the owner accepts it with the
// hall and records an advance, and each side sees the outcome in its lists, notifications,
// figures and calendar.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from './test/engines';
import { buildCustomer, buildOwner } from './test/factories';
import { type EngineTestServer, startTestServerOn } from './test/harness';

describe.each(ENGINES)('a wedding booked end to end through the API on %s', (engine) => {
  let test: TestDatabase;
  let server: EngineTestServer;
  const day = addDays(todayInPakistan(), 12);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    server = await startTestServerOn(test.database);
  });
  afterAll(async () => {
    await server.close();
    await test.close();
  });

  it('signs up, lists, books, accepts, pays and shows it to both sides', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    const owner = await buildOwner(server, { business_name: 'Zarnigar Marquee' });
    const customer = await buildCustomer(server);
    const asOwner = { token: owner.access_token };
    const asCustomer = { token: customer.access_token };

    const mine = await server.request('/api/business/my-business', asOwner);
    expect(mine.status).toBe(200);
    const businessId = mine.body.business_id as number;
    const hall = await server.request('/api/business/halls', {
      ...asOwner,
      json: { name: 'Rang Mahal', capacity: 400 },
    });
    expect(hall.status).toBe(201);
    const hallId = hall.body.resource_id as number;
    const slot = await server.request('/api/slots', {
      ...asOwner,
      json: { date: day, start_time: '19:00', end_time: '23:00', hall_id: hallId },
    });
    expect(slot.status).toBe(201);

    const found = await server.request('/api/listings/search?q=Zarnigar');
    expect(found.status).toBe(200);
    expect(found.body.businesses.map((card: { business_id: number }) => card.business_id)).toEqual([
      businessId,
    ]);
    const slots = await server.request(`/api/businesses/${businessId}/slots?date=${day}`);
    expect(slots.body.map((open: { slot_id: number }) => open.slot_id)).toEqual([
      slot.body.slot_id,
    ]);

    const booked = await server.request('/api/bookings', {
      ...asCustomer,
      json: { slot_id: slot.body.slot_id, number_of_people: 250 },
      headers: { 'Idempotency-Key': 'wedding-request-1' },
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.booking_id as number;
    const again = await server.request('/api/bookings', {
      ...asCustomer,
      json: { slot_id: slot.body.slot_id, number_of_people: 250 },
      headers: { 'Idempotency-Key': 'wedding-request-1' },
    });
    expect(again.body).toEqual(booked.body);

    const accepted = await server.request(`/api/bookings/${bookingId}/approve`, {
      ...asOwner,
      method: 'PATCH',
      json: { hall_id: hallId },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const paid = await server.request('/api/payments', {
      ...asOwner,
      json: {
        booking_id: bookingId,
        amount: 50_000,
        kind: 'advance',
        method: 'cash',
        paid_on: todayInPakistan(),
      },
    });
    expect(paid.status).toBe(201);

    const customerBookings = await server.request('/api/bookings', asCustomer);
    expect(customerBookings.body).toEqual([
      expect.objectContaining({ booking_id: bookingId, status: 'verified' }),
    ]);
    const notices = await server.request('/api/notifications', asCustomer);
    expect(JSON.stringify(notices.body)).toContain('booking_accepted');
    const stats = await server.request(`/api/business/${businessId}/stats`, asOwner);
    expect(stats.body).toMatchObject({ confirmed_bookings: 1, total_revenue: 50_000 });
    const calendar = await server.request('/api/sync/calendar', asOwner);
    expect(calendar.status).toBe(200);
    expect(JSON.stringify(calendar.body)).toContain(String(bookingId));
  });
});
