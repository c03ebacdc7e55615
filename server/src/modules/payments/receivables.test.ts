import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatsServer, startStatsServer } from '../../test/stats-data';

let s: StatsServer;
beforeAll(async () => {
  s = await startStatsServer();
});
afterAll(() => s.server.close());

const T = todayInPakistan();
const receivableOf = async (bookingId: number) =>
  (await s.get('/api/payments/receivables')).body.find(
    (row: { booking_id: number }) => row.booking_id === bookingId,
  );

describe('GET /payments/receivables', () => {
  it('gives a per-event package the price alone, whatever the guest count', async () => {
    // The demo's packages are sold for the whole event (seed/repo.ts).
    expect(s.packages[0]!.price_basis).toBe('per_event');
    const event = await s.eventOn(addDays(T, 6), { people: 40 });
    expect(await receivableOf(event.bookingId)).toMatchObject({
      number_of_people: 40,
      total_amount: s.packages[0]!.price,
      outstanding_amount: s.packages[0]!.price,
    });
  });

  it('gives each accepted booking its total (price × people), what was paid and what is due', async () => {
    // The owner marks the package per guest: the spec's total, price × number_of_people.
    const pkg = s.packages[0]!;
    const changed = await s.server.request(
      `/api/business/${s.owner.businessId}/packages/${pkg.id}`,
      { method: 'PUT', token: s.owner.token, json: { price_basis: 'per_person' } },
    );
    expect(changed.body).toMatchObject({ price: pkg.price, price_basis: 'per_person' });
    pkg.price_basis = 'per_person';
    const event = await s.eventOn(addDays(T, 4), { people: 3 });
    const pending = await s.eventOn(addDays(T, 5), { status: 'pending' });
    const price = pkg.price;
    expect(await receivableOf(event.bookingId)).toEqual({
      booking_id: event.bookingId,
      customer_name: 'Ayesha Khan',
      customer_email: expect.stringContaining('@example.pk'),
      event_date: addDays(T, 4),
      event_time: expect.stringMatching(/^\d\d:\d\d - 23:59$/),
      package_name: s.packages[0]!.package_name,
      number_of_people: 3,
      status: 'verified',
      total_amount: price * 3,
      paid_amount: 0,
      outstanding_amount: price * 3,
      // Written as accepted, with no deadline (docs/product/payments.md#holding-a-date).
      hold_until: null,
      hold: 'confirmed',
    });
    expect(await receivableOf(pending.bookingId)).toBeUndefined();
    // The customer is shown the same total as the vendor (one formula, domain/pricing.ts).
    const mine = await s.server.request('/api/bookings/my-bookings', { token: event.token });
    expect(
      mine.body.find((b: { booking_id: number }) => b.booking_id === event.bookingId),
    ).toMatchObject({
      number_of_people: 3,
      package_selected: { price, price_basis: 'per_person' },
      total_amount: price * 3,
    });

    await s.pay(event.bookingId, 1000, 'cash', T);
    const refunded = await s.pay(event.bookingId, 700, 'card', T);
    await s.server.request(`/api/payments/${refunded}/refund`, {
      method: 'PATCH',
      token: s.owner.token,
    });
    expect(await receivableOf(event.bookingId)).toMatchObject({
      paid_amount: 1000,
      outstanding_amount: price * 3 - 1000,
    });
  });

  it('lists only bookings with something due: one paid in full leaves the list', async () => {
    const settled = await s.eventOn(addDays(T, 1), { people: 1 });
    const part = await s.eventOn(addDays(T, 2), { people: 1 });
    await s.pay(settled.bookingId, settled.total - 500, 'cash', T);
    await s.pay(part.bookingId, part.total - 500, 'cash', T);
    expect(await receivableOf(settled.bookingId)).toMatchObject({ outstanding_amount: 500 });
    await s.pay(settled.bookingId, 500, 'bank_transfer', T);
    const rows = (await s.get('/api/payments/receivables')).body as {
      booking_id: number;
      outstanding_amount: number;
    }[];
    expect(rows.map((row) => row.booking_id)).not.toContain(settled.bookingId);
    expect(rows.map((row) => row.booking_id)).toContain(part.bookingId);
    expect(rows.every((row) => row.outstanding_amount > 0)).toBe(true);
  });

  it('lists a booking again when a payment that settled it is refunded', async () => {
    const event = await s.eventOn(addDays(T, 3), { people: 1 });
    const payment = await s.pay(event.bookingId, event.total, 'card', T);
    expect(await receivableOf(event.bookingId)).toBeUndefined();
    await s.server.request(`/api/payments/${payment}/refund`, {
      method: 'PATCH',
      token: s.owner.token,
    });
    expect(await receivableOf(event.bookingId)).toMatchObject({
      paid_amount: 0,
      outstanding_amount: event.total,
    });
  });
});
