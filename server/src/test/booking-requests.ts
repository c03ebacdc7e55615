// A test server with six demo vendors, and booking requests on its open slots: what the
// booking route tests create, cancel and accept.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { createBookingsService } from '../modules/bookings/service';
import { startTestServer, type TestServer } from './harness';
import { seedVendors } from './marketplace';

export async function startBookingServer(): Promise<TestServer> {
  const server = await startTestServer();
  await seedVendors(server, 6);
  return server;
}

interface OpenSlot {
  id: number;
  business_id: number;
  mapping_id: number;
  owner_id: number;
}

/** Helpers on the test file's server, read on each call: the file starts it in beforeAll. */
export function bookingRequests(server: () => TestServer) {
  let used = new Set<number>();
  /** A future, open slot no earlier test has used. */
  function openSlot(): OpenSlot {
    const { db } = server();
    const slots = db
      .prepare(
        `SELECT s.id, s.business_id, m.id AS mapping_id, m.user_id AS owner_id FROM slots s
         JOIN user_business_mapping m ON m.business_id = s.business_id
         WHERE s.date > ? AND s.is_available = 1 AND s.is_reserved = 0 ORDER BY s.id`,
      )
      .all(todayInPakistan()) as OpenSlot[];
    const slot = slots.find((candidate) => !used.has(candidate.id))!;
    used = new Set(used).add(slot.id);
    return slot;
  }

  const book = (
    token: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => server().request('/api/bookings', { token, json: body, headers });

  const bookings = () => createBookingsService(server().db);

  return { openSlot, book, bookings };
}
