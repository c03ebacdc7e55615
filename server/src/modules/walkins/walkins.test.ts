import { PEOPLE_MIN } from '@baraat/shared/domain/booking';
import { addDays, addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { PEOPLE_TEXTS } from '@baraat/shared/domain/people';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { ownerBookingSchema } from '@baraat/shared/schemas/business-bookings';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REUSED } from '../../http/idempotency';
import { buildCalendarOwner, type CalendarOwner } from '../../test/calendar';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let owner: CalendarOwner;
let hall: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
  hall = await owner.addHall('Main Hall');
});
afterAll(() => server.close());

const day = (n: number) => addDays(todayInPakistan(), n);
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((issue) => issue.msg);

const walkIn = (extra: Record<string, unknown> = {}) => ({
  date: day(1),
  start_time: '18:00',
  end_time: '20:00',
  hall_team: hall,
  customer_name: 'Bilal Ahmed',
  customer_phone: '0300 7654321',
  customer_email: 'Bilal@Example.pk',
  number_of_people: 12,
  description: 'Engagement dinner for two families',
  type: 'walkin',
  status: 'confirmed',
  ...extra,
});

function post(json: unknown, key?: string, token = owner.token) {
  return server.request('/api/business/walkins', {
    token,
    json,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
}

const bookingsOnSlot = async (slotId: number) =>
  (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM bookings WHERE slot_id = @slot', {
    slot: slotId,
  }))!.n;

describe('POST /api/business/walkins', () => {
  it('creates the slot and an accepted booking with the walk-in customer, and no account', async () => {
    const { status, body } = await post(walkIn());
    expect(status).toBe(201);
    expect(ownerBookingSchema.parse(body)).toMatchObject({
      status: 'verified',
      is_verified: true,
      is_walkin: true,
      user: null,
      walkin_customer: { name: 'Bilal Ahmed', phone: '0300 7654321', email: 'bilal@example.pk' },
      number_of_people: 12,
      worker_assigned: { name: 'Main Hall' },
      slot: { date: day(1), start_time: '18:00', end_time: '20:00' },
    });
    const slots = await server.request(
      `/api/slots/business/${owner.businessId}?start_date=${day(1)}&end_date=${day(1)}`,
      { token: owner.token },
    );
    expect(slots.body).toEqual([expect.objectContaining({ is_reserved: true, worker_id: hall })]);
    const requests = await server.request('/api/bookings/business-requests?status=verified', {
      token: owner.token,
    });
    expect(requests.body.map((b: { booking_id: number }) => b.booking_id)).toContain(
      body.booking_id,
    );
  });

  it('takes the open slot it is given, or the hall’s open slot at exactly those times', async () => {
    const open = await server.request('/api/slots', {
      token: owner.token,
      json: { date: day(2), start_time: '10:00', end_time: '12:00', worker_id: hall },
    });
    const given = await post(
      walkIn({
        slot_id: open.body.slot_id,
        date: undefined,
        start_time: undefined,
        end_time: undefined,
      }),
    );
    expect(given.status).toBe(201);
    expect(given.body.slot.slot_id).toBe(open.body.slot_id);
    const exact = await server.request('/api/slots', {
      token: owner.token,
      json: { date: day(2), start_time: '13:00', end_time: '15:00', worker_id: hall },
    });
    const matched = await post(walkIn({ date: day(2), start_time: '13:00', end_time: '15:00' }));
    expect(matched.body.slot.slot_id).toBe(exact.body.slot_id);
    expect(await bookingsOnSlot(exact.body.slot_id)).toBe(1);
  });

  it('refuses a time the hall is already taken, naming the booking that holds it', async () => {
    const clash = await post(walkIn({ start_time: '19:00', end_time: '21:00' }));
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toContain('Main Hall');
    const taken = await post(walkIn());
    expect(taken.status).toBe(409);
  });

  it('asks for the required fields in the form’s words and people from 1 to 5,000', async () => {
    for (const missing of ['customer_name', 'hall_team', 'start_time', 'end_time']) {
      const { status, body } = await post(walkIn({ [missing]: undefined, date: day(3) }));
      expect(status, missing).toBe(422);
      expect(messages(body), missing).toContain(WALKIN_TEXTS.required);
    }
    for (const people of [0, 'many']) {
      const { body } = await post(walkIn({ number_of_people: people, date: day(3) }));
      expect(messages(body)).toEqual([PEOPLE_MIN]);
    }
    const many = await post(walkIn({ number_of_people: 5001, date: day(3) }));
    expect(messages(many.body)).toEqual([PEOPLE_TEXTS.max]);
    const far = await post(walkIn({ date: addDays(addMonths(todayInPakistan(), 3), 1) }));
    expect(messages(far.body)).toEqual([SLOT_TEXTS.datesOutOfRange]);
    const stranger = await buildCalendarOwner(server);
    const theirHall = await stranger.addHall('Their Hall');
    const foreign = await post(walkIn({ hall_team: theirHall, date: day(3) }));
    expect(foreign.status).toBe(422);
  });

  it('stores one walk-in for 20 parallel sends of one Idempotency-Key, answering each the same', async () => {
    const json = walkIn({ date: day(4) });
    const key = `walkin-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(json, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await bookingsOnSlot(answers[0]!.body.slot.slot_id)).toBe(1);
    const reused = await post(walkIn({ date: day(4), customer_name: 'Someone Else' }), key);
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toBe(KEY_REUSED);
  });

  it('lets exactly one of 50 concurrent walk-ins for one hall and time through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post(walkIn({ date: day(5), customer_name: `Guest ${n}` }), `race-${Date.now()}-${n}`),
      ),
    );
    // Counted by status, so a failure shows every answer that came.
    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    expect(statuses).toEqual({ 201: 1, 409: 49 });
    const accepted = await server.sql.get<{ n: number }>(
      `SELECT count(*) AS n FROM bookings k JOIN slots s ON s.id = k.slot_id
       WHERE k.worker_id = @hall AND s.date = @date AND k.status = 'verified'`,
      { hall, date: day(5) },
    );
    expect(accepted!.n).toBe(1);
  });

  it('is the owner’s alone: 401 without a token, 403 for a customer, never a 500', async () => {
    expect((await server.request('/api/business/walkins', { json: walkIn() })).status).toBe(401);
    const customer = await buildCustomer(server);
    expect((await post(walkIn(), undefined, customer.access_token)).status).toBe(403);
    for (const body of [
      [],
      { customer_name: 'x' },
      { ...walkIn(), slot_id: 'abc' },
      { ...walkIn(), slot_id: 99999999 },
    ]) {
      const { status } = await post(body);
      expect([404, 422]).toContain(status);
    }
  });
});
