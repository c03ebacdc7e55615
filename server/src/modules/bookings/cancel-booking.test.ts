// After the request: cancelling, privacy between customers, completion and who may accept.
import { BOOKING_ERRORS, customerBookingStatsSchema } from '@baraat/shared/schemas/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, startBookingServer } from '../../test/booking-requests';
import { buildCustomer, buildOwner } from '../../test/factories';
import type { TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(() => server.close());

const { openSlot, book, accept } = bookingRequests(() => server);

describe('cancelling and privacy', () => {
  it('cancels a pending request by DELETE or PATCH, and refuses once accepted', async () => {
    const customer = await buildCustomer(server);
    const one = await openSlot();
    const two = await openSlot();
    const three = await openSlot();
    const a = (await book(customer.access_token, { slot_id: one.id })).body.booking_id;
    const b = (await book(customer.access_token, { slot_id: two.id })).body.booking_id;
    const c = (await book(customer.access_token, { slot_id: three.id })).body.booking_id;

    const deleted = await server.request(`/api/bookings/${a}`, {
      method: 'DELETE',
      token: customer.access_token,
    });
    expect(deleted.body).toMatchObject({ status: 'cancelled', is_booked: false });
    const patched = await server.request(`/api/bookings/${b}/cancel`, {
      method: 'PATCH',
      token: customer.access_token,
    });
    expect(patched.body.status).toBe('cancelled');

    expect((await accept(c, three)).status).toBe(200);
    const refused = await server.request(`/api/bookings/${c}`, {
      method: 'DELETE',
      token: customer.access_token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: BOOKING_ERRORS.onlyPendingCancel });

    const filtered = await server.request('/api/bookings/my-bookings?status=cancelled', {
      token: customer.access_token,
    });
    expect(filtered.body.map((x: { booking_id: number }) => x.booking_id).sort()).toEqual(
      [a, b].sort(),
    );
  });

  it('counts the customer’s bookings by Manage Bookings’ words, and lists them at /bookings too', async () => {
    const customer = await buildCustomer(server);
    const slots = [await openSlot(), await openSlot(), await openSlot()];
    const ids: number[] = [];
    for (const slot of slots) {
      ids.push((await book(customer.access_token, { slot_id: slot.id })).body.booking_id);
    }
    expect((await accept(ids[0]!, slots[0]!)).status).toBe(200);
    await server.request(`/api/bookings/${ids[1]}`, {
      method: 'DELETE',
      token: customer.access_token,
    });
    const stats = await server.request('/api/bookings/stats', { token: customer.access_token });
    expect(stats.status).toBe(200);
    expect(customerBookingStatsSchema.parse(stats.body)).toEqual({
      total: 3,
      pending: 1,
      confirmed: 1,
      declined: 0,
      completed: 0,
      cancelled: 1,
    });
    const plain = await server.request('/api/bookings', { token: customer.access_token });
    const mine = await server.request('/api/bookings/my-bookings', {
      token: customer.access_token,
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(mine.body);
    expect((await server.request('/api/bookings/stats')).status).toBe(401);
    const vendor = await buildOwner(server);
    expect(
      (await server.request('/api/bookings/stats', { token: vendor.access_token })).status,
    ).toBe(403);
  });

  it('hides one customer’s bookings from another', async () => {
    const owner = await buildCustomer(server);
    const other = await buildCustomer(server);
    const id = (await book(owner.access_token, { slot_id: (await openSlot()).id })).body.booking_id;
    expect(
      (await server.request(`/api/bookings/${id}`, { token: other.access_token })).status,
    ).toBe(404);
    const cancel = await server.request(`/api/bookings/${id}`, {
      method: 'DELETE',
      token: other.access_token,
    });
    expect(cancel.status).toBe(404);
    expect(
      (await server.request('/api/bookings/my-bookings', { token: other.access_token })).body,
    ).toEqual([]);
    const stillPending = await server.request(`/api/bookings/${id}`, { token: owner.access_token });
    expect(stillPending.body.status).toBe('pending');
  });

  it('completes an accepted booking once its date has passed, in the hourly upkeep', async () => {
    const customer = await buildCustomer(server);
    const slot = await openSlot();
    const id = (await book(customer.access_token, { slot_id: slot.id })).body.booking_id;
    const requested = await server.request(`/api/bookings/${id}`, { token: customer.access_token });
    expect(requested.body.decided_at).toBeNull();
    expect((await accept(id, slot)).status).toBe(200);
    await server.prune();
    const accepted = await server.request(`/api/bookings/${id}`, { token: customer.access_token });
    expect(accepted.body.status).toBe('verified');
    expect(accepted.body.decided_at >= requested.body.created_at).toBe(true);
    await server.sql.run("UPDATE slots SET date = '2025-06-01' WHERE id = @id", { id: slot.id });
    await server.prune();
    const done = await server.request(`/api/bookings/${id}`, { token: customer.access_token });
    expect(done.body).toMatchObject({
      status: 'completed',
      dashboard_status: 'completed',
      is_verified: true,
      is_past: true,
      // The timeline keeps when the vendor accepted, not when the upkeep completed it.
      decided_at: accepted.body.decided_at,
    });
  });

  it('refuses an owner accepting another business’s request', async () => {
    const slot = await openSlot();
    const id = (await book((await buildCustomer(server)).access_token, { slot_id: slot.id })).body
      .booking_id;
    const stranger = await buildOwner(server);
    const refused = await accept(id, slot, stranger.access_token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: BOOKING_ERRORS.bookingNotFound });
  });
});
