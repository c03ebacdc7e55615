// The owner's answers to booking requests (docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits, docs/product/requests.md#texts): halls, conflicts that name who
// holds the hall, declines the customer sees, details and notes.
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let desk: OwnerDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
});
afterAll(() => server.close());

const patch = (d: OwnerDesk, path: string, json: unknown) =>
  d.as(`/api/bookings/${path}`, { method: 'PATCH', json });

describe('accepting with a hall', () => {
  it('refuses a marquee approval without a hall', async () => {
    const { id } = await desk.request((await desk.slot()).id);
    const answer = await patch(desk, `${id}/approve`, {});
    expect(answer).toMatchObject({ status: 400, body: { detail: REQUEST_ERRORS.hallRequired } });
  });

  it("refuses another business's hall and an inactive one", async () => {
    const other = await buildOwnerDesk(server);
    const foreign = await other.resource('Their Hall');
    const closed = await desk.resource('Old Hall', { active: false });
    const { id } = await desk.request((await desk.slot()).id);
    const theirs = await patch(desk, `${id}/approve`, { hall_id: foreign });
    expect(theirs.status).toBe(422);
    expect(theirs.body.detail[0]).toMatchObject({
      loc: ['body', 'hall_id'],
      msg: REQUEST_ERRORS.resourceNotFound,
    });
    const inactive = await patch(desk, `${id}/approve`, { hall_id: closed });
    expect(inactive.body.detail[0].msg).toBe(REQUEST_ERRORS.resourceInactive);
  });

  it('answers an overlapping approval with 409 naming the hall, the event and the customer', async () => {
    const hall = await desk.resource('Shalimar Hall');
    const first = await desk.slot('18:00', '22:00');
    const second = await desk.slot('21:00', '23:30', first.date);
    const held = await desk.request(first.id, { event_type_id: 3 });
    const wanting = await desk.request(second.id);
    expect((await patch(desk, `${held.id}/approve`, { hall_id: hall })).status).toBe(200);
    const refused = await patch(desk, `${wanting.id}/approve`, { hall_id: hall });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        detail: `Shalimar Hall is already booked for Mehndi of Ayesha Khan on ${formatDate(first.date)}, 6:00 – 10:00 pm`,
      },
    });
    const check = await desk.as(`/api/bookings/${wanting.id}/check-hall-availability/${hall}`);
    expect(check.body).toEqual({ hall_id: hall, available: false, message: refused.body.detail });
    // Another hall is free at that time; assigning the busy one to the accepted one is refused.
    const lawn = await desk.resource('Lawn');
    const accepted = await patch(desk, `${wanting.id}/action`, { action: 'accept', hall_id: lawn });
    expect(accepted.body).toMatchObject({ status: 'verified', worker_assigned_id: lawn });
    const moved = await patch(desk, `${wanting.id}/assign-hall`, { hall_id: hall });
    expect(moved.status).toBe(409);
  });

  it('leaves the other requests for the slot pending, and refuses accepting a second', async () => {
    const hall = await desk.resource('Rose Hall');
    const other = await desk.resource('Jasmine Hall');
    const slot = await desk.slot();
    const a = await desk.request(slot.id);
    const b = await desk.request(slot.id);
    expect((await patch(desk, `${a.id}/approve`, { hall_id: hall })).status).toBe(200);
    const list = await desk.as('/api/bookings/business-requests?status=pending');
    expect(list.body).toContainEqual(
      expect.objectContaining({ booking_id: b.id, status: 'pending' }),
    );
    const second = await patch(desk, `${b.id}/approve`, { hall_id: other });
    expect(second).toMatchObject({ status: 409, body: { detail: BOOKING_ERRORS.slotTaken } });
    const again = await patch(desk, `${a.id}/approve`, { hall_id: hall });
    expect(again).toMatchObject({ status: 409, body: { detail: REQUEST_ERRORS.notPending } });
  });

  it("lets a photographer approve without a worker, and uses the customer's choice", async () => {
    const studio = await buildOwnerDesk(server, { business_type: 2, business_name: 'Lens Studio' });
    const worker = await studio.resource('Bilal', { role: 'worker' });
    const plain = await studio.request((await studio.slot()).id);
    const bare = await patch(studio, `${plain.id}/status`, { status: 'verified' });
    expect(bare.body).toMatchObject({ status: 'verified', worker_assigned: null });
    const chosen = await studio.request((await studio.slot()).id, { worker_assigned_id: worker });
    const answer = await patch(studio, `${chosen.id}/approve`, {});
    expect(answer.body.worker_assigned).toEqual({
      business_worker_entity_id: worker,
      name: 'Bilal',
      capacity: 500,
      worker_role: 'worker',
    });
  });
});

describe('retries', () => {
  it('answers a replayed approval with the same Idempotency-Key with the first answer', async () => {
    const hall = await desk.resource('Replay Hall');
    const { id } = await desk.request((await desk.slot()).id);
    const send = () =>
      server.request(`/api/bookings/${id}/approve`, {
        method: 'PATCH',
        token: desk.token,
        json: { hall_id: hall },
        headers: { 'Idempotency-Key': `approve-${id}` },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('accepts once when eight copies of an approval with one Idempotency-Key arrive at once', async () => {
    const hall = await desk.resource('Copies Hall');
    const { id, customer } = await desk.request((await desk.slot()).id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request(`/api/bookings/${id}/approve`, {
          method: 'PATCH',
          token: desk.token,
          json: { hall_id: hall },
          headers: { 'Idempotency-Key': `copies-${id}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const replayed = answers.filter((answer) => answer.headers.get('idempotent-replayed'));
    expect(replayed).toHaveLength(7);
    // One acceptance: the customer is told once, and the Activity has one line.
    const told = await server.sql.get<{ n: number }>(
      "SELECT count(*) AS n FROM notifications WHERE receiver_id = @customer AND type = 'booking_accepted'",
      { customer: customer.user.user_id },
    );
    expect(Number(told!.n)).toBe(1);
    const lines = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM desk_activity WHERE booking_id = @id',
      { id },
    );
    expect(Number(lines!.n)).toBe(1);
  });
});

describe('declining', () => {
  it("shows the reason on the customer's bookings", async () => {
    const { id, customer } = await desk.request((await desk.slot()).id);
    const answer = await patch(desk, `${id}/decline`, { reason: 'Hall under renovation' });
    expect(answer.body).toMatchObject({ status: 'declined', is_declined: true });
    const mine = await server.request('/api/bookings/my-bookings', {
      token: customer.access_token,
    });
    expect(mine.body).toContainEqual(
      expect.objectContaining({
        booking_id: id,
        status: 'declined',
        decline_reason: 'Hall under renovation',
      }),
    );
    const twice = await patch(desk, `${id}/decline`, {});
    expect(twice.status).toBe(409);
  });
});

describe('details and notes', () => {
  it('edits package and guests, totals price × people, and keeps notes on accepted ones', async () => {
    const gold = await desk.pkg('Gold', 2500);
    const { id } = await desk.request((await desk.slot()).id);
    const edited = await patch(desk, `${id}/details`, { package_id: gold, number_of_people: 40 });
    expect(edited.body).toMatchObject({
      package_selected: { package_id: gold, package_name: 'Gold', price: 2500 },
      number_of_people: 40,
      total_amount: 100_000,
    });
    const early = await patch(desk, `${id}/details`, { notes: 'Gate 2' });
    expect(early).toMatchObject({
      status: 409,
      body: { detail: REQUEST_ERRORS.notesOnlyVerified },
    });
    await patch(desk, `${id}/approve`, { hall_id: await desk.resource('Notes Hall') });
    const noted = await patch(desk, `${id}/details`, { notes: 'Gate 2' });
    expect(noted.body.notes).toBe('Gate 2');
    const theirs = await buildOwnerDesk(server);
    const foreign = await patch(desk, `${id}/details`, {
      package_id: await theirs.pkg('Silver', 100),
    });
    expect(foreign.status).toBe(422);
  });
});

describe('lists and free halls', () => {
  it("names the hall each request's slot belongs to, and none for a slot without one", async () => {
    const hall = await desk.resource('Garden Hall');
    const ofHall = await desk.slot('11:00', '14:00');
    await server.sql.run('UPDATE slots SET worker_id = @hall WHERE id = @id', {
      hall,
      id: ofHall.id,
    });
    const open = await desk.slot('11:00', '14:00');
    const inHall = await desk.request(ofHall.id);
    const anywhere = await desk.request(open.id);
    const list = await desk.as('/api/bookings/business-requests');
    const slotOf = (id: number) =>
      list.body.find((b: { booking_id: number }) => b.booking_id === id).slot;
    expect(slotOf(inHall.id)).toMatchObject({ slot_id: ofHall.id, worker_id: hall });
    expect(slotOf(anywhere.id)).toMatchObject({ slot_id: open.id, worker_id: null });
  });

  it('splits upcoming from past requests and says which halls are free', async () => {
    const hall = await desk.resource('Moon Hall');
    const spare = await desk.resource('Star Hall');
    const past = await desk.slot('10:00', '12:00', addDays(todayInPakistan(), -3));
    await server.sql.run(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, worker_id, status,
         created_at, modified_at) VALUES (@slot, @business, @customer, @hall, 'completed', 'x', 'x')`,
      { slot: past.id, business: desk.businessId, customer: desk.owner.user.user_id, hall },
    );
    const before = await desk.as('/api/bookings/business-requests?past_events=true');
    expect(before.body.every((b: { is_past: boolean }) => b.is_past)).toBe(true);
    expect(before.body).toHaveLength(1);

    const slot = await desk.slot('12:00', '16:00');
    const { id } = await desk.request(slot.id);
    await patch(desk, `${id}/approve`, { hall_id: hall });
    const upcoming = await desk.as('/api/bookings/business-requests');
    expect(upcoming.body.some((b: { is_past: boolean }) => b.is_past)).toBe(false);
    const query = `date=${slot.date}&startTime=15:00&endTime=18:00`;
    const free = await desk.as(`/api/business/resources/available?${query}`);
    const byName = Object.fromEntries(
      free.body.map((r: { name: string; is_available: boolean }) => [r.name, r.is_available]),
    );
    expect(byName).toMatchObject({ 'Moon Hall': false, 'Star Hall': true });
    expect(free.body.find((r: { resource_id: number }) => r.resource_id === spare)).toBeDefined();
    const excluded = await desk.as(
      `/api/business/resources/available?${query}&excludeBookingId=${id}`,
    );
    expect(excluded.body.find((r: { name: string }) => r.name === 'Moon Hall').is_available).toBe(
      true,
    );
  });
});
