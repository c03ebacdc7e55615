// One hall, one winner: 50 requests by 50 customers for overlapping times all want the same hall,
// and the owner approves them all at once over HTTP: exactly one wins. And a busy desk: many
// approvals of one business at once for times that do not clash all go through, none failing
// for the others (on PostgreSQL they read what each other writes).
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import {
  approveAtOnce,
  customers,
  overlappingSlots,
  RACERS,
  requestsFor,
} from '../../test/hall-race';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let desk: OwnerDesk;
let racers: Awaited<ReturnType<typeof customers>>;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
  racers = await customers(server);
});
afterAll(() => server.close());

it('accepts exactly one of 50 concurrent approvals of one hall at overlapping times', async () => {
  const hall = await desk.resource('Shalimar Hall');
  const slots = await overlappingSlots(desk);
  const answers = await approveAtOnce(desk, await requestsFor(server, slots, racers), hall);
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
  for (const refused of answers.filter((answer) => answer.status === 409)) {
    expect(refused.body.detail).toMatch(
      /^Shalimar Hall is already booked for .+ of Ayesha Khan on /,
    );
  }
  const held = await server.sql.get(
    "SELECT count(*) AS n FROM bookings WHERE worker_id = @hall AND status = 'verified'",
    { hall },
  );
  expect(held).toEqual({ n: 1 });
});

it('accepts every one of 30 concurrent approvals of one business at times that do not clash', async () => {
  const hall = await desk.resource('Rang Mahal');
  const slots = [];
  for (let n = 0; n < 30; n += 1) {
    slots.push(await desk.slot('19:00', '23:00', addDays(todayInPakistan(), 40 + n)));
  }
  const answers = await approveAtOnce(desk, await requestsFor(server, slots, racers), hall);
  expect(answers.map((answer) => answer.status)).toEqual(slots.map(() => 200));
});
