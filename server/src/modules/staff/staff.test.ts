// Staff on the desk (docs/product/accounts.md#staff-and-roles), through the real API on a real
// SQLite file: the owner adds people with a role, each signs in on their own, the front desk
// does the counter's work and is refused the rest with the role's reason, and a removed member
// is refused at once (online and through the outbox). The shared tablet: shared-tablet.test.ts.

import { readFileSync } from 'node:fs';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptDirectly } from '../../test/calendar';
import { buildCustomer, buildOwner, buildStaff, GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { staffDesk } from '../../test/staff-desk';
import { buildWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildWeddingDesk(server);
});
afterAll(() => server.close());

const { key, nextDay, hall, walkIn } = staffDesk(
  () => server,
  () => desk,
);

describe('staff accounts', () => {
  it('are added by the owner, sign in on their own and are listed with their role', async () => {
    const front = await buildStaff(server, desk.owner.token, 'front_desk', { name: 'Ali Raza' });
    expect(front.session.user).toMatchObject({
      is_business_owner: false,
      staff: { name: 'Ali Raza', role: 'front_desk', business_id: desk.owner.businessId },
    });
    const listed = await server.request<{ username: string; role: string; pin: unknown }[]>(
      '/api/business/staff',
      { token: front.token },
    );
    expect(listed.status).toBe(200);
    const mine = listed.body.find((member) => member.username === front.member.username);
    expect(mine).toMatchObject({ role: 'front_desk', pin: { salt: expect.any(String) } });
  });

  it('refuses a username taken anywhere in Baraat, and a 51st member', async () => {
    const customer = await buildCustomer(server);
    const taken = await server.request('/api/business/staff', {
      token: desk.owner.token,
      json: {
        name: 'Sana',
        username: customer.payload.username,
        password: GOOD_PASSWORD,
        role: 'manager',
      },
    });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.body)).toContain('This username is already taken');

    // Fill a second business's staff to the limit.
    const owner = await buildOwner(server);
    const add = (name: string) =>
      server.request('/api/business/staff', {
        token: owner.access_token,
        json: {
          name,
          username: `member_${crypto.randomUUID().slice(0, 8)}`,
          password: GOOD_PASSWORD,
          role: 'front_desk',
        },
      });
    for (let i = 0; i < 50; i++) expect((await add(`Member ${i}`)).status).toBe(201);
    const over = await add('One more');
    expect(over).toMatchObject({ status: 409, body: { detail: STAFF_TEXTS.tooMany } });
  }, 60_000);
});

describe('the front desk', () => {
  it('logs a walk-in and records a payment, and is refused the rest with its reason', async () => {
    const front = await buildStaff(server, desk.owner.token, 'front_desk');
    const logged = await walkIn(front.token);
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);

    const booking = await server.request<{ booking_id: number }>('/api/bookings', {
      token: desk.customer.token,
      headers: key(),
      json: {
        slot_id: (await server.sql.get<{ id: number }>(
          `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
               modified_at) VALUES (@business, 'Evening', @date, '18:00', '22:00', 'now', 'now')
             RETURNING id`,
          { business: desk.owner.businessId, date: nextDay() },
        ))!.id,
        event_type_id: 1,
      },
    });
    await acceptDirectly(server, booking.body.booking_id);
    const paid = await server.request<{ payment_id: number }>('/api/payments', {
      token: front.token,
      headers: key(),
      json: { booking_id: booking.body.booking_id, amount: 5000, kind: 'advance', method: 'cash' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    const refund = await server.request(`/api/payments/${paid.body.payment_id}/refund`, {
      method: 'PATCH',
      token: front.token,
    });
    expect(refund).toMatchObject({ status: 403, body: { detail: DESK_ACTIONS.refund.refusal } });
    expect(refund.body).toEqual({ detail: 'Your role cannot refund payments.' });

    const made = await server.request<{ package_id: number }>(
      `/api/business/${desk.owner.businessId}/packages`,
      { token: desk.owner.token, json: { package_name: 'Gold', price: 300_000 } },
    );
    const packageId = made.body.package_id;
    const price = await server.request(
      `/api/business/${desk.owner.businessId}/packages/${packageId}`,
      { method: 'PUT', token: front.token, json: { price: 1 } },
    );
    expect(price).toMatchObject({ status: 403, body: { detail: DESK_ACTIONS.catalog.refusal } });

    const hallId = await hall();
    const removeHall = await server.request(`/api/business/halls/${hallId}`, {
      method: 'DELETE',
      token: front.token,
    });
    expect(removeHall).toMatchObject({
      status: 403,
      body: { detail: DESK_ACTIONS.resources.refusal },
    });
    const figures = await server.request(`/api/business/${desk.owner.businessId}/stats`, {
      token: front.token,
    });
    expect(figures).toMatchObject({ status: 403, body: { detail: DESK_ACTIONS.figures.refusal } });

    // The owner's answers are unchanged: the payment stands, the price too.
    const stillPaid = await server.request<{ status: string }>(
      `/api/payments/${paid.body.payment_id}`,
      { token: desk.owner.token },
    );
    expect(stillPaid.body.status).toBe('completed');
  });

  it('sees the ledger of today alone', async () => {
    const front = await buildStaff(server, desk.owner.token, 'front_desk');
    const manager = await buildStaff(server, desk.owner.token, 'manager');
    const old = addDays(todayInPakistan(), -3);
    const bookingId = (await desk.weddingOf([{ date: nextDay() }])).eventIds[0]!;
    await server.sql.run(
      `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, kind, method, amount,
         status, paid_on, created_at, modified_at)
       VALUES (@booking, @business, @user, 'advance', 'cash', 700, 'completed', @old, 'now', 'now')`,
      { booking: bookingId, business: desk.owner.businessId, user: desk.owner.userId, old },
    );
    const seen = async (token: string) =>
      (
        await server.request<{ payment_date: string }[]>('/api/payments/my-payments', { token })
      ).body.map((payment) => payment.payment_date.slice(0, 10));
    expect(await seen(manager.token)).toContain(old);
    const frontSees = await seen(front.token);
    expect(frontSees).not.toContain(old);
    expect(frontSees.every((date) => date === todayInPakistan())).toBe(true);
  });
});

describe('a role changed or taken away', () => {
  it('holds from the very next request', async () => {
    const member = await buildStaff(server, desk.owner.token, 'manager');
    const hallId = await hall();
    const change = await server.request(`/api/business/staff/${member.member.staff_id}`, {
      method: 'PATCH',
      token: desk.owner.token,
      json: { role: 'front_desk' },
    });
    expect(change.status).toBe(200);
    const removeHall = await server.request(`/api/business/halls/${hallId}`, {
      method: 'DELETE',
      token: member.token,
    });
    expect(removeHall.status).toBe(403);
  });

  it('refuses a removed member at once, and their queued outbox entries with the reason', async () => {
    const member = await buildStaff(server, desk.owner.token, 'front_desk');
    expect((await walkIn(member.token)).status).toBe(201);
    const removed = await server.request(`/api/business/staff/${member.member.staff_id}`, {
      method: 'DELETE',
      token: desk.owner.token,
    });
    expect(removed.status).toBe(204);

    const next = await walkIn(member.token);
    expect(next).toMatchObject({ status: 403, body: { detail: STAFF_TEXTS.removed } });
    const alone = await server.request('/api/business/walkins', {
      token: member.token,
      headers: key(),
      json: {},
    });
    expect(alone).toMatchObject({ status: 403, body: { detail: STAFF_TEXTS.removed } });
    // The device's outbox batch is refused whole; sent one by one, as the device then sends
    // them, each entry is refused with the same reason, so the device shows it with Discard.
    const batch = await server.request('/api/sync/outbox', {
      token: member.token,
      json: {
        entries: [{ id: crypto.randomUUID(), method: 'POST', path: 'slots', body: {} }],
      },
    });
    expect(batch).toMatchObject({ status: 403, body: { detail: STAFF_TEXTS.removed } });
    const refresh = await server.request('/api/auth/refresh-token', {
      json: { refresh_token: member.session.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const login = await server.request('/api/auth/login', {
      json: { username: member.member.username, password: GOOD_PASSWORD },
    });
    expect(login.status).toBe(401);
  });
});

it('documents every desk action with its roles and reason, as the server refuses by them', () => {
  const page = readFileSync(
    new URL('../../../../docs/product/accounts.md', import.meta.url),
    'utf8',
  );
  const section = page.split('### What each role may do')[1]!.split('\n## ')[0]!;
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const documented = Object.fromEntries(
    rows.map(([action, , owner, manager, front, refusal]) => [
      action!.replaceAll('`', ''),
      {
        roles: [
          owner === 'yes' && 'owner',
          manager === 'yes' && 'manager',
          front === 'yes' && 'front_desk',
        ].filter(Boolean),
        refusal: refusal!.replaceAll('`', ''),
      },
    ]),
  );
  const declared = Object.fromEntries(
    Object.entries(DESK_ACTIONS).map(([action, rule]) => [
      action,
      { roles: [...rule.roles], refusal: rule.refusal },
    ]),
  );
  expect(documented).toEqual(declared);
});
