// How many people a booking holds: up to its hall's capacity and its package's most guests,
// 50 where the desk knows neither, never more than 5,000; each refusal names the limit that
// applied. Every path that sets people or a hall: walk-in, the owner's edit, the customer's
// request, accepting or assigning a hall.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { PEOPLE_TEXTS } from '@baraat/shared/domain/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let desk: OwnerDesk;
let shalimar: number;
let gold: number;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
  shalimar = await sized(await desk.resource('Shalimar Hall'), 400);
  gold = await desk.pkg('Gold', 2500);
  await server.sql.run('UPDATE packages SET max_guests = 300 WHERE id = @gold', { gold });
});
afterAll(() => server.close());

const SHALIMAR = 'Number of people must be at most 400, the capacity of Shalimar Hall';
const GOLD = 'Number of people must be at most 300, the most guests of the package Gold';

async function sized(hall: number, capacity: number) {
  await server.sql.run('UPDATE business_workers SET capacity = @capacity WHERE id = @hall', {
    capacity,
    hall,
  });
  return hall;
}

let hour = 8;
function walkIn(d: OwnerDesk, hall: number, people: unknown, extra: Record<string, unknown> = {}) {
  hour += 1;
  return d.as('/api/business/walkins', {
    method: 'POST',
    json: {
      date: addDays(todayInPakistan(), 5),
      start_time: `${String(hour).padStart(2, '0')}:00`,
      end_time: `${String(hour).padStart(2, '0')}:45`,
      hall_team: hall,
      customer_name: 'Bilal Ahmed',
      number_of_people: people,
      ...extra,
    },
  });
}

const patch = (d: OwnerDesk, path: string, json: unknown) =>
  d.as(`/api/bookings/${path}`, { method: 'PATCH', json });
const refusal = (answer: { status: number; body: { detail: unknown } }) => ({
  status: answer.status,
  detail: answer.body.detail,
});
const onField = (field: string, msg: string) => ({
  status: 422,
  detail: [expect.objectContaining({ loc: ['body', field], msg })],
});

describe('a walk-in', () => {
  it('logs 120 guests in a 400-capacity hall and refuses 450, naming the hall', async () => {
    const logged = await walkIn(desk, shalimar, 120);
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ number_of_people: 120, worker_assigned_id: shalimar });
    expect(refusal(await walkIn(desk, shalimar, 450))).toEqual(
      onField('number_of_people', SHALIMAR),
    );
    expect((await walkIn(desk, shalimar, 400)).status).toBe(201);
  });

  it("takes the package's most guests when it is the smaller limit", async () => {
    expect(refusal(await walkIn(desk, shalimar, 350, { selected_package: gold }))).toEqual(
      onField('number_of_people', GOLD),
    );
    expect((await walkIn(desk, shalimar, 300, { selected_package: gold })).status).toBe(201);
  });

  it('keeps a team with no package to 50, and nothing above 5,000', async () => {
    const studio = await buildOwnerDesk(server, { business_type: 2, business_name: 'Lens' });
    const team = await studio.resource('Bilal', { role: 'worker' });
    expect((await walkIn(studio, team, 50)).status).toBe(201);
    expect(refusal(await walkIn(studio, team, 51))).toEqual(
      onField('number_of_people', PEOPLE_TEXTS.default),
    );
    const big = await sized(await desk.resource('Expo Ground'), 20_000);
    expect(refusal(await walkIn(desk, big, 5001))).toEqual(
      onField('number_of_people', 'Number of people must be at most 5,000'),
    );
    expect(refusal(await walkIn(desk, big, 0)).status).toBe(422);
  });
});

describe("the owner's edit", () => {
  it('saves a 350-guest booking in a 400-capacity hall at 380 and refuses 450', async () => {
    const { id } = await desk.request((await desk.slot()).id, { number_of_people: 350 });
    expect((await patch(desk, `${id}/approve`, { hall_id: shalimar })).status).toBe(200);
    const edited = await patch(desk, `${id}/details`, { number_of_people: 380 });
    expect(edited.body).toMatchObject({ number_of_people: 380 });
    expect(refusal(await patch(desk, `${id}/details`, { number_of_people: 450 }))).toEqual(
      onField('number_of_people', SHALIMAR),
    );
    expect(refusal(await patch(desk, `${id}/details`, { package_id: gold }))).toEqual(
      onField('package_id', GOLD),
    );
    const fewer = await patch(desk, `${id}/details`, { number_of_people: 280, package_id: gold });
    expect(fewer.body).toMatchObject({ number_of_people: 280, package_selected_id: gold });
  });

  it('bounds a request with no hall yet by the largest hall of the marquee', async () => {
    const venue = await buildOwnerDesk(server);
    await sized(await venue.resource('Small Hall'), 150);
    await sized(await venue.resource('Grand Hall'), 600);
    const { id } = await venue.request((await venue.slot()).id, { number_of_people: 120 });
    expect((await patch(venue, `${id}/details`, { number_of_people: 550 })).status).toBe(200);
    expect(refusal(await patch(venue, `${id}/details`, { number_of_people: 601 }))).toEqual(
      onField(
        'number_of_people',
        'Number of people must be at most 600, the capacity of Grand Hall',
      ),
    );
  });

  it('lowers the guests of a booking above every limit, and keeps a message-only edit', async () => {
    const studio = await buildOwnerDesk(server, { business_type: 2, business_name: 'Frames' });
    const { id } = await studio.request((await studio.slot()).id, { number_of_people: 200 });
    expect(refusal(await patch(studio, `${id}/details`, { number_of_people: 201 }))).toEqual(
      onField('number_of_people', PEOPLE_TEXTS.default),
    );
    expect((await patch(studio, `${id}/details`, { message: 'Two cameras' })).status).toBe(200);
    expect((await patch(studio, `${id}/details`, { number_of_people: 150 })).status).toBe(200);
  });
});

describe("the customer's request", () => {
  it("refuses more than the package's or the named hall's limit, and not at 50", async () => {
    const customer = await buildCustomer(server);
    const book = async (json: Record<string, unknown>) =>
      server.request('/api/bookings', {
        token: customer.access_token,
        json: { event_type_id: 1, ...json, slot_id: (await desk.slot()).id },
      });
    expect(refusal(await book({ number_of_people: 350, package_id: gold }))).toEqual(
      onField('number_of_people', GOLD),
    );
    expect(refusal(await book({ number_of_people: 450, worker_assigned_id: shalimar }))).toEqual(
      onField('number_of_people', SHALIMAR),
    );
    expect((await book({ number_of_people: 1200 })).status).toBe(201);
    expect(refusal(await book({ guest_count: 5001 }))).toEqual(
      onField('number_of_people', PEOPLE_TEXTS.max),
    );
  });
});

describe('accepting or assigning a hall', () => {
  it('refuses a hall too small for the guests, naming it, and takes one that holds them', async () => {
    const lawn = await desk.resource('Garden Lawn');
    const { id } = await desk.request((await desk.slot()).id, { number_of_people: 450 });
    expect(refusal(await patch(desk, `${id}/approve`, { hall_id: shalimar }))).toEqual(
      onField('hall_id', SHALIMAR),
    );
    expect(
      refusal(await patch(desk, `${id}/action`, { action: 'accept', hall_id: shalimar })),
    ).toEqual(onField('hall_id', SHALIMAR));
    expect((await patch(desk, `${id}/approve`, { hall_id: lawn })).body).toMatchObject({
      status: 'verified',
      worker_assigned_id: lawn,
    });
    expect(refusal(await patch(desk, `${id}/assign-hall`, { hall_id: shalimar }))).toEqual(
      onField('hall_id', SHALIMAR),
    );
  });
});
