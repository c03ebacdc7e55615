// The answers of signed-in calls, read with the shared schemas the client types them by
// (shared is the one contract): bookings, payments, reviews, favourites, profiles.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  authResponseSchema,
  usernameAvailabilitySchema,
  userSchema,
} from '@baraat/shared/schemas/auth';
import {
  createBookingResponseSchema,
  customerBookingSchema,
} from '@baraat/shared/schemas/bookings';
import {
  businessDetailsSchema,
  dashboardSearchResponseSchema,
  ownedBusinessSchema,
} from '@baraat/shared/schemas/businesses';
import { messageResponseSchema } from '@baraat/shared/schemas/common';
import { customerProfileResponseSchema } from '@baraat/shared/schemas/customer-profile';
import { favoriteSchema, favoriteStateSchema } from '@baraat/shared/schemas/favorites';
import { paymentSchema } from '@baraat/shared/schemas/payments';
import { customerReviewSchema } from '@baraat/shared/schemas/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectContract } from '../test/contract';
import { type Ledger, startLedger } from '../test/ledger';

let ledger: Ledger;
let customer: { token: string; bookingId: number };
beforeAll(async () => {
  ledger = await startLedger();
  const booking = await ledger.bookingOf();
  customer = { token: booking.customer.access_token, bookingId: booking.bookingId };
});
afterAll(() => ledger.server.close());

const slotOf = async (bookingId: number) =>
  (await ledger.server.sql.get<{ slot_id: number }>(
    'SELECT slot_id FROM bookings WHERE id = @booking',
    { booking: bookingId },
  ))!;

const as = (token: string, path: string, options: { method?: string; json?: unknown } = {}) =>
  ledger.server.request(path, { token, ...options });

describe('signed-in answers match the shared schemas', () => {
  it('answers sign-in, the session user, availability and logout', async () => {
    const login = await ledger.server.request('/api/auth/login', {
      json: { username: 'vendor1@demo.baraat.pk', password: 'Vendor#2026' },
    });
    const session = expectContract(authResponseSchema, login);
    expectContract(userSchema, await as(session.access_token, '/api/auth/me'));
    expectContract(
      usernameAvailabilitySchema,
      await ledger.server.request('/api/auth/check-username?username=someone_new'),
    );
    expectContract(
      messageResponseSchema,
      await as(session.access_token, '/api/auth/logout', {
        method: 'POST',
        json: { refresh_token: session.refresh_token },
      }),
    );
  });

  it("answers the customer's bookings as CustomerBooking, and a new request", async () => {
    const list = expectContract(
      z.array(customerBookingSchema),
      await as(customer.token, '/api/bookings/my-bookings'),
    );
    expect(list.map((b) => b.status)).toEqual(['verified']);
    expectContract(
      customerBookingSchema,
      await as(customer.token, `/api/bookings/${customer.bookingId}`),
    );
    const pending = await ledger.bookingOf({ accepted: false });
    const slot = await slotOf(pending.bookingId);
    // A second customer asks for the same slot: the answer to a new request.
    const other = (await ledger.bookingOf({ accepted: false })).customer.access_token;
    expectContract(
      createBookingResponseSchema,
      await as(other, '/api/bookings', { json: { slot_id: slot.slot_id } }),
      201,
    );
    expectContract(
      customerBookingSchema,
      await as(pending.customer.access_token, `/api/bookings/${pending.bookingId}`, {
        method: 'DELETE',
      }),
    );
  });

  it('answers payments, to the owner who records them and the customer who reads them', async () => {
    const recorded = await ledger.record({
      booking_id: customer.bookingId,
      amount: 25_000,
      kind: 'advance',
      method: 'jazzcash',
    });
    const payment = expectContract(paymentSchema, recorded, 201);
    expectContract(z.array(paymentSchema), await ledger.myPayments(customer.token));
    expectContract(paymentSchema, await as(customer.token, `/api/payments/${payment.payment_id}`));
    expectContract(
      paymentSchema,
      await as(ledger.owner.token, `/api/payments/${payment.payment_id}/refund`, {
        method: 'PATCH',
      }),
    );
  });

  it("answers the customer's reviews as CustomerReview", async () => {
    const slot = await slotOf(customer.bookingId);
    await ledger.server.sql.run('UPDATE slots SET date = @date WHERE id = @slot', {
      date: addDays(todayInPakistan(), -1),
      slot: slot.slot_id,
    });
    const created = await as(customer.token, '/api/reviews', {
      json: { booking_id: customer.bookingId, rating: 4, review_text: 'Lovely evening' },
    });
    const review = expectContract(customerReviewSchema, created, 201);
    expectContract(
      customerReviewSchema,
      await as(customer.token, `/api/reviews/${review.review_id}`, {
        method: 'PUT',
        json: { rating: 5 },
      }),
    );
    const mine = expectContract(
      z.array(customerReviewSchema),
      await as(customer.token, '/api/customer/reviews'),
    );
    expect(mine).toHaveLength(1);
  });

  it('answers favourites, the dashboard search and business details', async () => {
    const businessId = ledger.owner.businessId;
    const added = await as(customer.token, '/api/customer/favorites', {
      json: { business_id: businessId },
    });
    expectContract(favoriteSchema, added, 201);
    expectContract(z.array(favoriteSchema), await as(customer.token, '/api/customer/favorites'));
    expectContract(
      favoriteStateSchema,
      await as(customer.token, `/api/customer/favorites/check/${businessId}`),
    );
    const search = expectContract(
      dashboardSearchResponseSchema,
      await as(customer.token, '/api/businesses/search'),
    );
    expect(search.businesses.some((b) => b.is_favorited)).toBe(true);
    expectContract(
      businessDetailsSchema,
      await as(customer.token, `/api/businesses/${businessId}`),
    );
    expectContract(
      favoriteStateSchema,
      await as(customer.token, `/api/customer/favorites/${businessId}`, { method: 'DELETE' }),
    );
  });

  it("answers the customer's profile and the owner's business", async () => {
    expectContract(
      customerProfileResponseSchema,
      await as(customer.token, '/api/customer/my-profile'),
    );
    const updated = await as(customer.token, '/api/customer/profile', {
      method: 'PUT',
      json: { address: 'Gulberg', user: { first_name: 'Ayesha', last_name: 'Khan' } },
    });
    expectContract(customerProfileResponseSchema, updated);
    expectContract(ownedBusinessSchema, await as(ledger.owner.token, '/api/business/my-business'));
  });
});
