// Who did what on a desk (docs/product/accounts.md#who-did-what), through the real API on a real
// database: a walk-in a member logs names them in the owner's lists and the calendar's data, a
// shared tablet's outbox entry acting as a member names the member and the device, and the
// Activity list is the owner's and the manager's, by person and by day.

import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import { ownerBookingListSchema } from '@baraat/shared/schemas/business-bookings';
import { deskActivityListSchema } from '@baraat/shared/schemas/desk-activity';
import { calendarSyncSchema } from '@baraat/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendarOwner, type CalendarOwner, requestSlot } from '../../test/calendar';
import { buildStaff } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let owner: CalendarOwner;
let hall: number;
let front: Awaited<ReturnType<typeof buildStaff>>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
  hall = await owner.addHall('Shalimar Hall');
  front = await buildStaff(server, owner.token, 'front_desk', { name: 'Ali Raza' });
});
afterAll(() => server.close());

let days = 0;
const walkIn = (customer: string) => {
  days += 1;
  return {
    date: addDays(todayInPakistan(), 5 + days),
    start_time: '18:00',
    end_time: '22:00',
    hall_team: hall,
    customer_name: customer,
    number_of_people: 120,
  };
};

async function logWalkIn(token: string, customer: string) {
  const made = await server.request<{ booking_id: number }>('/api/business/walkins', {
    token,
    json: walkIn(customer),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

async function addSlot(token: string, daysAhead: number) {
  const made = await server.request<{ slot_id: number }>('/api/slots', {
    token,
    json: {
      date: addDays(todayInPakistan(), daysAhead),
      start_time: '10:00',
      end_time: '12:00',
      worker_id: hall,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

const activity = async (query = '', token = owner.token) => {
  const listed = await server.request(`/api/business/activity${query}`, { token });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return deskActivityListSchema.parse(listed.body);
};

describe('who logged a booking', () => {
  it('names the front-desk member who logged a walk-in, in the lists and the calendar', async () => {
    const made = await logWalkIn(front.token, 'Bilal Ahmed');
    const ali = { id: front.member.user_id, name: 'Ali Raza' };
    expect(made).toMatchObject({ created_by: ali, answered_by: ali });

    const listed = await server.request('/api/bookings/business-bookings', { token: owner.token });
    const bookings = ownerBookingListSchema.parse(listed.body);
    expect(bookings.find((row) => row.booking_id === made.booking_id)?.created_by).toEqual(ali);

    const pulled = await server.request('/api/sync/calendar', { token: owner.token });
    const calendar = calendarSyncSchema.parse(pulled.body);
    expect(calendar.bookings.find((row) => row.booking_id === made.booking_id)).toMatchObject({
      created_by: ali,
      is_walkin: true,
    });
  });

  it('names the owner by first and last name, and nobody on a booking made before', async () => {
    const made = await logWalkIn(owner.token, 'Sana Malik');
    expect(made).toMatchObject({ created_by: { id: owner.userId, name: 'Imran Ali' } });
    await server.sql.run(
      'UPDATE bookings SET created_by_user_id = NULL, answered_by_user_id = NULL WHERE id = @id',
      { id: made.booking_id },
    );
    const listed = await server.request('/api/bookings/business-bookings', { token: owner.token });
    const row = ownerBookingListSchema
      .parse(listed.body)
      .find((b) => b.booking_id === made.booking_id);
    expect(row).toMatchObject({ created_by: null, answered_by: null });
  });

  it('records the member a shared tablet acted as, and the tablet’s own account', async () => {
    const sent = await server.request<{
      results: { status: number; body: { booking_id: number } }[];
    }>('/api/sync/outbox', {
      token: owner.token,
      json: {
        entries: [
          {
            id: crypto.randomUUID(),
            method: 'POST',
            path: 'business/walkins',
            body: walkIn('Hina Qureshi'),
            acting_as: front.member.staff_id,
          },
        ],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [answer] = sent.body.results;
    expect(answer?.status).toBe(201);
    const bookingId = answer!.body.booking_id;
    const stored = await server.sql.get<{ created_by_user_id: number; device_user_id: number }>(
      'SELECT created_by_user_id, device_user_id FROM bookings WHERE id = @id',
      { id: bookingId },
    );
    expect(stored).toEqual({
      created_by_user_id: front.member.user_id,
      device_user_id: owner.userId,
    });
    const line = (await activity()).find((entry) => entry.booking_id === bookingId);
    expect(line).toMatchObject({
      kind: 'walkin_logged',
      who: { id: front.member.user_id, name: 'Ali Raza' },
      device: { id: owner.userId, name: 'Imran Ali' },
    });
    expect(line?.summary).toMatch(/^Walk-in logged: Hina Qureshi, Shalimar Hall, /);
  });

  it('names who declined a request by removing its slot', async () => {
    const slot = await addSlot(owner.token, 70);
    const { bookingId } = await requestSlot(server, slot.slot_id);
    const removed = await server.request(`/api/slots/${slot.slot_id}`, {
      method: 'DELETE',
      token: front.token,
    });
    expect(removed.status).toBe(200);
    const listed = await server.request('/api/bookings/business-bookings', { token: owner.token });
    const row = ownerBookingListSchema.parse(listed.body).find((b) => b.booking_id === bookingId);
    expect(row).toMatchObject({
      status: 'declined',
      created_by: null,
      answered_by: { id: front.member.user_id, name: 'Ali Raza' },
    });
    expect((await activity())[0]).toMatchObject({
      kind: 'slot_removed',
      slot_id: slot.slot_id,
      who: { id: front.member.user_id },
    });
  });
});

describe('GET /api/business/activity', () => {
  it('lists the desk’s changes newest first, by person and by day', async () => {
    const slot = await addSlot(front.token, 60);
    const blocked = await server.request(`/api/slots/${slot.slot_id}/block`, {
      method: 'PATCH',
      token: owner.token,
    });
    expect(blocked.status).toBe(200);

    const everyone = await activity();
    expect(everyone[0]).toMatchObject({ kind: 'slot_blocked', who: { id: owner.userId } });
    expect(everyone[1]).toMatchObject({
      kind: 'slot_added',
      who: { id: front.member.user_id },
      device: null,
    });
    expect(everyone[1]?.summary).toMatch(/^Slot added: Shalimar Hall, /);

    const alis = await activity(`?user_id=${front.member.user_id}`);
    expect(alis.length).toBeGreaterThan(1);
    expect(alis.every((entry) => entry.who.id === front.member.user_id)).toBe(true);

    expect(await activity(`?date=${todayInPakistan()}&limit=1&skip=1`)).toEqual([everyone[1]]);
    expect(await activity(`?date=${addDays(todayInPakistan(), -1)}`)).toEqual([]);
  });

  it('is the manager’s too, and refused to the front desk with the reason', async () => {
    const manager = await buildStaff(server, owner.token, 'manager', { name: 'Sana Malik' });
    expect((await activity('', manager.token)).length).toBeGreaterThan(0);
    const refused = await server.request('/api/business/activity', { token: front.token });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: DESK_ACTIONS.activity.refusal },
    });
  });
});
