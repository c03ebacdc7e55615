// Asking for a slot: the pending request, one acceptance among rivals, and every refusal.
import { addDays, addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_REQUIRED } from '../../http/auth';
import { bookingRequests, startBookingServer } from '../../test/booking-requests';
import { buildCustomer, buildOwner } from '../../test/factories';
import type { TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(() => server.close());

const { openSlot, book, accept, ownerToken } = bookingRequests(() => server);

describe('POST /bookings', () => {
  it('refuses an event type that is not in the list on its field, storing nothing', async () => {
    const slot = await openSlot();
    const customer = await buildCustomer(server);
    const refused = await book(customer.access_token, { slot_id: slot.id, event_type_id: 999 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'event_type_id'],
        msg: BOOKING_ERRORS.eventTypeNotFound,
      }),
    ]);
    const stored = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM bookings WHERE slot_id = @slot',
      { slot: slot.id },
    );
    expect(Number(stored!.n)).toBe(0);
  });

  it('creates a pending request that the customer then sees', async () => {
    const slot = await openSlot();
    const customer = await buildCustomer(server);
    const created = await book(customer.access_token, {
      slot_id: slot.id,
      user_business_mapping_id: slot.mapping_id,
      event_type_id: 1,
      number_of_people: 150,
      message: 'Mehndi for both families',
      user_id: 99999,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ booking_id: expect.any(Number), status: 'pending' });

    const mine = await server.request('/api/bookings/my-bookings', {
      token: customer.access_token,
    });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      booking_id: created.body.booking_id,
      status: 'pending',
      dashboard_status: 'pending',
      is_verified: false,
      is_declined: false,
      is_booked: true,
      number_of_people: 150,
      event_type: { event_name: 'Wedding' },
      slot: { slot_id: slot.id },
      business: { business_id: slot.business_id },
    });
    const one = await server.request(`/api/bookings/${created.body.booking_id}`, {
      token: customer.access_token,
    });
    expect(one.body.message).toBe('Mehndi for both families');
    // The customer is the token's user, never the body's user_id.
    const stored = await server.sql.get<{ customer_user_id: number }>(
      'SELECT customer_user_id FROM bookings WHERE id = @id',
      { id: created.body.booking_id },
    );
    expect(stored!.customer_user_id).toBe(customer.user.user_id);
  });

  it('takes 20 concurrent requests for one slot; once one is accepted the slot is closed', async () => {
    const slot = await openSlot();
    const customers = await Promise.all(Array.from({ length: 20 }, () => buildCustomer(server)));
    const answers = await Promise.all(
      customers.map((customer) =>
        book(customer.access_token, { slot_id: slot.id, number_of_people: 2 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.booking_id)).size).toBe(20);

    const accepted = await accept(answers[3]!.body.booking_id, slot);
    expect(accepted.body.status).toBe('verified');
    const reserved = await server.sql.get<{ is_reserved: number }>(
      'SELECT is_reserved FROM slots WHERE id = @id',
      { id: slot.id },
    );
    expect(reserved!.is_reserved).toBe(1);

    const late = await book((await buildCustomer(server)).access_token, { slot_id: slot.id });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ detail: BOOKING_ERRORS.slotTaken });
    // The second acceptance finds the slot's hall held by the first.
    const second = await accept(answers[4]!.body.booking_id, slot);
    expect(second.status).toBe(409);
    expect(second.body.detail).toContain('is already booked');
    const holding = await server.sql.get<{ n: number }>(
      "SELECT count(*) AS n FROM bookings WHERE slot_id = @id AND status = 'verified'",
      { id: slot.id },
    );
    expect(holding!.n).toBe(1);
  });

  it('takes a free event type as event_type or as event_type_text, as the API document names it', async () => {
    const customer = await buildCustomer(server);
    for (const [field, name] of [
      ['event_type', 'Dholki'],
      ['event_type_text', 'Qawwali night'],
    ] as const) {
      const created = await book(customer.access_token, {
        slot_id: (await openSlot()).id,
        [field]: name,
      });
      expect(created.status).toBe(201);
      const one = await server.request(`/api/bookings/${created.body.booking_id}`, {
        token: customer.access_token,
      });
      expect(one.body.event_type).toEqual({ event_type_id: null, event_name: name });
    }
  });

  it('names an event sent with a blank event type nothing: the owner is told of a booking', async () => {
    const customer = await buildCustomer(server);
    const slot = await openSlot();
    const created = await book(customer.access_token, { slot_id: slot.id, event_type: '   ' });
    expect(created.status).toBe(201);
    const one = await server.request(`/api/bookings/${created.body.booking_id}`, {
      token: customer.access_token,
    });
    expect(one.body.event_type).toBeNull();
    const bell = await server.request('/api/notifications?limit=50', {
      token: await ownerToken(slot.owner_id),
    });
    const told = bell.body.notifications.find(
      (n: { data: { booking_id?: number } }) => n.data.booking_id === created.body.booking_id,
    );
    expect(told.message).toMatch(/ asked for a booking on /);
  });

  it('answers at /bookings/ too', async () => {
    const customer = await buildCustomer(server);
    const created = await server.request('/api/bookings/', {
      token: customer.access_token,
      json: { slot_id: (await openSlot()).id, guest_count: 40, package_id: undefined },
    });
    expect(created.status).toBe(201);
    const mine = await server.request('/api/bookings/my-bookings', {
      token: customer.access_token,
    });
    expect(mine.body[0].number_of_people).toBe(40);
  });

  it('refuses the same customer asking for the same slot twice', async () => {
    const slot = await openSlot();
    const customer = await buildCustomer(server);
    expect((await book(customer.access_token, { slot_id: slot.id })).status).toBe(201);
    const again = await book(customer.access_token, { slot_id: slot.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: BOOKING_ERRORS.alreadyRequested });
  });

  it('refuses blocked, past, unknown and other-business slots with a clear detail', async () => {
    const customer = await buildCustomer(server);
    const blocked = await openSlot();
    await server.sql.run('UPDATE slots SET is_available = 0 WHERE id = @id', { id: blocked.id });
    const onBlocked = await book(customer.access_token, { slot_id: blocked.id });
    expect(onBlocked.status).toBe(409);
    expect(onBlocked.body).toEqual({ detail: BOOKING_ERRORS.slotBlocked });

    const past = await openSlot();
    await server.sql.run("UPDATE slots SET date = '2025-01-01' WHERE id = @id", { id: past.id });
    const onPast = await book(customer.access_token, { slot_id: past.id });
    expect(onPast.status).toBe(422);
    expect(onPast.body.detail[0]).toMatchObject({
      loc: ['body', 'slot_id'],
      msg: BOOKING_ERRORS.slotPast,
    });

    const far = await openSlot();
    await server.sql.run('UPDATE slots SET date = @date WHERE id = @id', {
      date: addDays(addMonths(todayInPakistan(), 6), 1),
      id: far.id,
    });
    const onFar = await book(customer.access_token, { slot_id: far.id });
    expect(onFar.status).toBe(422);
    expect(onFar.body.detail[0].msg).toBe(BOOKING_ERRORS.slotTooFar);

    expect((await book(customer.access_token, { slot_id: 999999 })).status).toBe(404);

    const slot = await openSlot();
    const other = await openSlot();
    const wrong = await book(customer.access_token, {
      slot_id: slot.id,
      user_business_mapping_id: slot.mapping_id === other.mapping_id ? 999999 : other.mapping_id,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].msg).toBe(BOOKING_ERRORS.wrongBusiness);

    const foreignPackage = await server.sql.get<{ id: number }>(
      'SELECT id FROM packages WHERE business_id <> @business ORDER BY id LIMIT 1',
      { business: slot.business_id },
    );
    const onPackage = await book(customer.access_token, {
      slot_id: slot.id,
      package_selected_id: foreignPackage!.id,
    });
    expect(onPackage.status).toBe(422);
    expect(onPackage.body.detail[0].msg).toBe(BOOKING_ERRORS.packageNotOffered);

    const badPeople = await book(customer.access_token, { slot_id: slot.id, number_of_people: 0 });
    expect(badPeople.status).toBe(422);
  });

  it('lets visitors in with 401 only, and owners not at all (403)', async () => {
    const slot = await openSlot();
    expect((await server.request('/api/bookings', { json: { slot_id: slot.id } })).status).toBe(
      401,
    );
    const owner = await buildOwner(server);
    const asOwner = await book(owner.access_token, { slot_id: slot.id });
    expect(asOwner.status).toBe(403);
    expect(asOwner.body).toEqual({ detail: CUSTOMER_REQUIRED });
  });

  it('stores one booking for a request sent twice with the same Idempotency-Key', async () => {
    const slot = await openSlot();
    const customer = await buildCustomer(server);
    const first = await book(
      customer.access_token,
      { slot_id: slot.id },
      { 'Idempotency-Key': 'req-1' },
    );
    const replay = await book(
      customer.access_token,
      { slot_id: slot.id },
      { 'Idempotency-Key': 'req-1' },
    );
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const mine = await server.request('/api/bookings/my-bookings', {
      token: customer.access_token,
    });
    expect(mine.body).toHaveLength(1);
  });
});
