// What the staff tests do at a desk (docs/product/accounts.md#staff-and-roles): a fresh hall
// of the desk's business, and a walk-in in one on a day of its own, through the real API.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { expect } from 'vitest';
import type { TestServer } from './harness';
import type { WeddingDesk } from './weddings';

/** `server` and `desk` are read when a test runs: they are built in its file's beforeAll. */
export function staffDesk(server: () => TestServer, desk: () => WeddingDesk) {
  const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
  let day = 0;
  /** A day of its own, so no two walk-ins clash. */
  function nextDay() {
    day += 1;
    return addDays(todayInPakistan(), 10 + day);
  }

  /** A new hall of the desk's business, made by its owner. */
  async function hall(): Promise<number> {
    const made = await server().request<{ resource_id: number }>('/api/business/halls', {
      token: desk().owner.token,
      json: { name: `Hall ${crypto.randomUUID().slice(0, 6)}`, capacity: 300 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.resource_id;
  }

  /** A walk-in logged as `token`, in a new hall, on a day of its own. */
  async function walkIn(token: string) {
    return server().request<{ booking_id: number }>('/api/business/walkins', {
      token,
      headers: key(),
      json: {
        date: nextDay(),
        start_time: '18:00',
        end_time: '22:00',
        hall_team: await hall(),
        customer_name: 'Bilal Ahmed',
        number_of_people: 150,
      },
    });
  }

  return { key, nextDay, hall, walkIn };
}
