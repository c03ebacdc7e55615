import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptDirectly } from '../../test/calendar';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 4);
});
afterAll(() => server.close());

const taken = new Set<number>();
async function openSlot() {
  const rows = await server.sql.all<{ id: number; business_id: number; owner_id: number }>(
    `SELECT s.id, s.business_id, m.user_id AS owner_id FROM slots s
     JOIN user_business_mapping m ON m.business_id = s.business_id
     WHERE s.date > @today AND s.is_available = 1 AND s.is_reserved = 0 ORDER BY s.id`,
    { today: todayInPakistan() },
  );
  const slot = rows.find((row) => !taken.has(row.id))!;
  taken.add(slot.id);
  return slot;
}

/** A booking of a fresh customer; accepted and moved into the past when asked. */
async function bookingOf(options: { accepted: boolean; past: boolean }) {
  const customer = await buildCustomer(server);
  const slot = await openSlot();
  const created = await server.request('/api/bookings', {
    token: customer.access_token,
    json: { slot_id: slot.id },
  });
  const bookingId = created.body.booking_id as number;
  // Accepted as the stored row, with no hall: the slot then moves into the past, where a hall
  // could clash with another moved booking's.
  if (options.accepted) await acceptDirectly(server, bookingId);
  // Time passes: the event date is now yesterday.
  if (options.past) {
    // Moved to yesterday off its hall, where another moved slot may already sit.
    await server.sql.run('UPDATE slots SET date = @date, worker_id = NULL WHERE id = @id', {
      date: addDays(todayInPakistan(), -1),
      id: slot.id,
    });
  }
  return { token: customer.access_token, bookingId, businessId: slot.business_id };
}

const business = async (id: number) =>
  (await server.sql.get<{ rating: number; review_count: number }>(
    'SELECT rating, review_count FROM businesses WHERE id = @id',
    { id },
  ))!;
const average = async (id: number) =>
  (await server.sql.get<{ r: number }>(
    'SELECT round(avg(rating), 1) AS r FROM reviews WHERE business_id = @id',
    { id },
  ))!.r;

describe('reviews', () => {
  it('lets a customer review their confirmed booking once its date has passed, and keeps the vendor rating right', async () => {
    const { token, bookingId, businessId } = await bookingOf({ accepted: true, past: true });
    const before = await business(businessId);
    const created = await server.request('/api/reviews', {
      token,
      json: { booking_id: bookingId, rating: 2, review_text: 'Late and disorganised' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      rating: 2,
      review_text: 'Late and disorganised',
      booking: { booking_id: bookingId },
    });
    expect(await business(businessId)).toEqual({
      rating: await average(businessId),
      review_count: before.review_count + 1,
    });

    const again = await server.request('/api/reviews', {
      token,
      json: { booking_id: bookingId, review_text: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: REVIEW_ERRORS.alreadyReviewed });

    const edited = await server.request(`/api/reviews/${created.body.review_id}`, {
      method: 'PUT',
      token,
      json: { rating: 5 },
    });
    expect(edited.body).toMatchObject({ rating: 5, review_text: 'Late and disorganised' });
    expect((await business(businessId)).rating).toBe(await average(businessId));

    const mine = await server.request('/api/customer/reviews', { token });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].business.business_id).toBe(businessId);

    const removed = await server.request(`/api/reviews/${created.body.review_id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(204);
    expect((await business(businessId)).review_count).toBe(before.review_count);
  });

  it('refuses a review before the date, of a request never confirmed, and of someone else’s booking', async () => {
    const upcoming = await bookingOf({ accepted: true, past: false });
    const early = await server.request('/api/reviews', {
      token: upcoming.token,
      json: { booking_id: upcoming.bookingId, review_text: 'Too soon' },
    });
    expect(early.status).toBe(422);
    expect(early.body.detail[0]).toMatchObject({
      loc: ['body', 'booking_id'],
      msg: REVIEW_ERRORS.notYetHappened,
    });

    const pending = await bookingOf({ accepted: false, past: true });
    const unconfirmed = await server.request('/api/reviews', {
      token: pending.token,
      json: { booking_id: pending.bookingId, review_text: 'Never happened' },
    });
    expect(unconfirmed.body.detail[0].msg).toBe(REVIEW_ERRORS.notConfirmed);

    const stranger = await buildCustomer(server);
    const foreign = await server.request('/api/reviews', {
      token: stranger.access_token,
      json: { booking_id: upcoming.bookingId, review_text: 'Not mine' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail[0].msg).toBe(REVIEW_ERRORS.bookingNotFound);
  });

  it('validates the payload and keeps reviews to their authors', async () => {
    const { token, bookingId } = await bookingOf({ accepted: true, past: true });
    const bad = await server.request('/api/reviews', {
      token,
      json: { booking_id: bookingId, rating: 6, review_text: '' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      'Rating must be a whole number from 1 to 5',
      'Review text is required',
    ]);
    const created = await server.request('/api/reviews', {
      token,
      json: { booking_id: bookingId, review_text: 'Lovely' },
    });
    expect(created.body.rating).toBe(5);

    const other = await buildCustomer(server);
    const edit = await server.request(`/api/reviews/${created.body.review_id}`, {
      method: 'PUT',
      token: other.access_token,
      json: { rating: 1 },
    });
    expect(edit.status).toBe(404);
    const remove = await server.request(`/api/reviews/${created.body.review_id}`, {
      method: 'DELETE',
      token: other.access_token,
    });
    expect(remove.status).toBe(404);
    expect((await server.request('/api/reviews', { json: { booking_id: bookingId } })).status).toBe(
      401,
    );
  });
});
