// A test server with six demo vendors, and booking requests on its open slots: what the
// booking route tests create, cancel and accept.
import { todayInPakistan } from '@baraat/shared/domain/dates';
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
  /** The hall or team the demo slot belongs to. */
  worker_id: number;
}

/** The demo owners' password (test/marketplace.ts). */
const VENDOR_PASSWORD = 'Vendor#2026';

/** Helpers on the test file's server, read on each call: the file starts it in beforeAll. */
export function bookingRequests(server: () => TestServer) {
  let used = new Set<number>();
  /** A future, open slot no earlier test has used. */
  async function openSlot(): Promise<OpenSlot> {
    const slots = await server().sql.all<OpenSlot>(
      `SELECT s.id, s.business_id, m.id AS mapping_id, m.user_id AS owner_id, s.worker_id
       FROM slots s
       JOIN user_business_mapping m ON m.business_id = s.business_id
       WHERE s.date > @today AND s.is_available = 1 AND s.is_reserved = 0 ORDER BY s.id`,
      { today: todayInPakistan() },
    );
    const slot = slots.find((candidate) => !used.has(candidate.id))!;
    used = new Set(used).add(slot.id);
    return slot;
  }

  const book = (
    token: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => server().request('/api/bookings', { token, json: body, headers });

  const tokens = new Map<number, string>();
  /** A demo owner's token, signed in once. */
  async function ownerToken(ownerId: number): Promise<string> {
    const known = tokens.get(ownerId);
    if (known) return known;
    const { email } = (await server().sql.get<{ email: string }>(
      'SELECT email FROM users WHERE id = @ownerId',
      { ownerId },
    ))!;
    const login = await server().request('/api/auth/login', {
      json: { username: email, password: VENDOR_PASSWORD },
    });
    tokens.set(ownerId, login.body.access_token);
    return login.body.access_token;
  }

  /**
   * The slot's owner (or the owner of `token`) accepts a request for `slot` through the API,
   * with the slot's hall or team.
   */
  const accept = async (bookingId: number, slot: OpenSlot, token?: string) =>
    server().request(`/api/bookings/${bookingId}/approve`, {
      method: 'PATCH',
      token: token ?? (await ownerToken(slot.owner_id)),
      json: { worker_id: slot.worker_id },
    });

  return { openSlot, book, accept, ownerToken };
}
