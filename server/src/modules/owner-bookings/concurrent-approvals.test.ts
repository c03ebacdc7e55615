// One hall, one winner: 50 requests by 50 customers for overlapping times all want the same hall,
// and the owner approves them all at once over HTTP: exactly one wins. And a busy desk: many
// approvals of one business at once for times that do not clash all go through, none failing
// for the others (on PostgreSQL they read what each other writes).
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

const REQUESTS = 50;
let server: TestServer;
let desk: OwnerDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
});
afterAll(() => server.close());

/** A request of a customer of its own for each slot; their booking ids. */
async function requestsFor(slots: { id: number }[]): Promise<number[]> {
  // Signed up ten at a time: the sign-ups are not what is under test.
  const customers: Awaited<ReturnType<typeof buildCustomer>>[] = [];
  while (customers.length < slots.length) {
    customers.push(...(await Promise.all(Array.from({ length: 10 }, () => buildCustomer(server)))));
  }
  return Promise.all(
    slots.map(async (slot, n) => {
      const answer = await server.request('/api/bookings', {
        token: customers[n]!.access_token,
        json: { slot_id: slot.id },
      });
      return answer.body.booking_id as number;
    }),
  );
}

/** The owner approves every request at once, each with the hall. */
const approveAtOnce = (ids: number[], hall: number) =>
  Promise.all(
    ids.map((id) =>
      desk.as(`/api/bookings/${id}/approve`, { method: 'PATCH', json: { hall_id: hall } }),
    ),
  );

it('accepts exactly one of 50 concurrent approvals of one hall at overlapping times', async () => {
  const hall = await desk.resource('Shalimar Hall');
  const first = await desk.slot('08:00', '20:00');
  // Each its own slot, starting a minute apart and all ending at 20:00: every pair overlaps.
  const slots = [first];
  for (let n = 1; n < REQUESTS; n += 1) {
    slots.push(await desk.slot(`08:${String(n).padStart(2, '0')}`, '20:00', first.date));
  }
  const answers = await approveAtOnce(await requestsFor(slots), hall);
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1);
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
  const answers = await approveAtOnce(await requestsFor(slots), hall);
  expect(answers.map((answer) => answer.status)).toEqual(slots.map(() => 200));
});
