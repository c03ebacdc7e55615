// One hall, fifty accepts at once (docs/product/requests.md#accepting-a-request): fifty
// customers' requests for times that all overlap, approved by the owner at once over HTTP, each
// with the same hall. What the concurrent-approvals tests of both engines race.

import type { OwnerDesk } from './booking-desk';
import { buildCustomer } from './factories';
import type { TestServer } from './harness';

export const RACERS = 50;

type Customer = Awaited<ReturnType<typeof buildCustomer>>;

/** `count` customers, signed up ten at a time (the sign-ups are not what is under test). */
export async function customers(server: TestServer, count = RACERS): Promise<Customer[]> {
  const made: Customer[] = [];
  while (made.length < count) {
    made.push(...(await Promise.all(Array.from({ length: 10 }, () => buildCustomer(server)))));
  }
  return made.slice(0, count);
}

/** A request of each customer for the slot of the same place in `slots`; their booking ids. */
export function requestsFor(
  server: TestServer,
  slots: { id: number }[],
  by: Customer[],
): Promise<number[]> {
  return Promise.all(
    slots.map(async (slot, n) => {
      const answer = await server.request('/api/bookings', {
        token: by[n]!.access_token,
        json: { slot_id: slot.id },
      });
      return answer.body.booking_id as number;
    }),
  );
}

/** The owner approves every request at once, each with `hall`. */
export const approveAtOnce = (desk: OwnerDesk, ids: number[], hall: number) =>
  Promise.all(
    ids.map((id) =>
      desk.as(`/api/bookings/${id}/approve`, { method: 'PATCH', json: { hall_id: hall } }),
    ),
  );

/** Fifty slots of one day starting a minute apart and all ending at 20:00: every pair
 * overlaps. On `date`, or a fresh day ahead. */
export async function overlappingSlots(desk: OwnerDesk, date?: string) {
  const first = await desk.slot('08:00', '20:00', date);
  const slots = [first];
  for (let n = 1; n < RACERS; n += 1) {
    slots.push(await desk.slot(`08:${String(n).padStart(2, '0')}`, '20:00', first.date));
  }
  return slots;
}
