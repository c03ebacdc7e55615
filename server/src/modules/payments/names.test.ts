// What a payment says it was for, wherever payments are read: a wedding's payment names the
// wedding and who paid (docs/product/weddings.md#payments-of-a-wedding) in the ledger's lists,
// the Dashboard's recent transactions and the customer's notification; a booking's payment has
// no wedding; and payments, bookings and weddings name their vendor's city
// (docs/product/discovery.md#vendors-of-one-name).
import { formatPkr } from '@baraat/shared/domain/format';
import { customerBookingSchema } from '@baraat/shared/schemas/bookings';
import { paymentSchema } from '@baraat/shared/schemas/payments';
import { enhancedStatsSchema } from '@baraat/shared/schemas/stats';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import type { TestServer } from '../../test/harness';
import { startWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
let city: string;
beforeAll(async () => {
  ({ server, desk } = await startWeddingDesk());
  city = (await server.sql.get<{ name: string }>(
    'SELECT c.name FROM businesses b JOIN cities c ON c.id = b.city_id WHERE b.id = @id',
    { id: desk.owner.businessId },
  ))!.name;
});
afterAll(() => server.close());

const TITLE = 'Ayesha & Bilal’s wedding';
const payments = async (token: string) =>
  expectContract(
    paymentSchema.array(),
    await server.request('/api/payments/my-payments', { token }),
  );

describe('a wedding’s payment', () => {
  it('names its wedding and payer in the owner’s and the customer’s lists, with the city', async () => {
    const { weddingId, eventIds } = await desk.weddingOf([{ date: '2030-12-10' }], {
      title: TITLE,
    });
    expect(
      (await desk.pay(weddingId, { amount: 50_000, payer_name: 'Bride’s family' })).status,
    ).toBe(201);
    // The same event's booking paid through the ledger's own form is the booking's payment.
    const single = await server.request('/api/payments/', {
      token: desk.owner.token,
      json: { booking_id: eventIds[0], amount: 7_000, kind: 'balance', method: 'cash' },
    });
    expect(single.status).toBe(201);
    for (const token of [desk.owner.token, desk.customer.token]) {
      const list = (await payments(token)).filter((p) => p.booking_id === eventIds[0]);
      expect(list.map((p) => [p.amount, p.wedding_id, p.wedding_title, p.payer_name])).toEqual([
        [7_000, null, null, null],
        [50_000, weddingId, TITLE, 'Bride’s family'],
      ]);
      expect(list.map((p) => p.business_city)).toEqual([city, city]);
    }
  });

  it('names its wedding and payer among the Dashboard’s recent transactions', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-11-10' }], { title: TITLE });
    await desk.pay(weddingId, { amount: 61_000, payer_name: 'Groom’s family' });
    const mapping = (await server.sql.get<{ id: number }>(
      'SELECT id FROM user_business_mapping WHERE business_id = @id',
      { id: desk.owner.businessId },
    ))!.id;
    const stats = expectContract(
      enhancedStatsSchema,
      await server.request(`/api/business/mapping/${mapping}/enhanced-stats`, {
        token: desk.owner.token,
      }),
    );
    expect(stats.recent_transactions.find((t) => t.amount === 61_000)).toMatchObject({
      wedding_title: TITLE,
      payer_name: 'Groom’s family',
      status_label: 'Completed',
    });
  });

  it('tells the customer by the wedding and payer, not by the event’s day', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-10-10' }], { title: TITLE });
    await desk.pay(weddingId, { amount: 43_000, payer_name: 'Uncle Tariq' });
    const bell = await server.request('/api/notifications/?type=payment_completed', {
      token: desk.customer.token,
    });
    expect(bell.status).toBe(200);
    const business = (await server.sql.get<{ business_name: string }>(
      'SELECT business_name FROM businesses WHERE id = @id',
      { id: desk.owner.businessId },
    ))!.business_name;
    const messages = bell.body.notifications.map((note: { message: string }) => note.message);
    expect(messages).toContain(
      `${business} recorded a payment of ${formatPkr(43_000)} for ${TITLE} · Uncle Tariq.`,
    );
  });
});

describe('the customer’s bookings and weddings', () => {
  it('name their vendor’s city', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-09-10' }], { title: TITLE });
    const token = desk.customer.token;
    const bookings = expectContract(
      customerBookingSchema.array(),
      await server.request('/api/bookings/my-bookings', { token }),
    );
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) expect(booking.business.city).toBe(city);
    const weddings = expectContract(
      weddingSchema.array(),
      await server.request('/api/weddings', { token }),
    );
    expect(weddings.find((w) => w.wedding_id === weddingId)?.business_city).toBe(city);
  });
});
