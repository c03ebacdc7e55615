// A test server with demo vendors, one of whose owners is signed in, and confirmed bookings
// at that owner's business on demand: what the payments tests record against.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { acceptDirectly } from './calendar';
import { buildCustomer } from './factories';
import { startTestServer } from './harness';
import { seedVendors } from './marketplace';

const OWNER_EMAIL = 'vendor1@demo.baraat.pk';

export async function startLedger() {
  const server = await startTestServer();
  await seedVendors(server, 2);
  const vendor = (await server.sql.get<{ id: number; business_id: number; business_name: string }>(
    `SELECT u.id, m.business_id, b.business_name FROM users u
     JOIN user_business_mapping m ON m.user_id = u.id JOIN businesses b ON b.id = m.business_id
     WHERE u.email = @email`,
    { email: OWNER_EMAIL },
  ))!;
  const login = await server.request('/api/auth/login', {
    json: { username: OWNER_EMAIL, password: 'Vendor#2026' },
  });
  const owner = {
    token: login.body.access_token as string,
    userId: vendor.id,
    businessId: vendor.business_id,
    businessName: vendor.business_name,
  };
  const taken = new Set<number>();

  /** A booking of a fresh customer at the owner's business, accepted unless asked otherwise. */
  async function bookingOf(options: { accepted: boolean } = { accepted: true }) {
    const slot = (
      await server.sql.all<{ id: number; date: string }>(
        `SELECT id, date FROM slots WHERE business_id = @business AND date > @today
         AND is_available = 1 AND is_reserved = 0 ORDER BY id`,
        { business: owner.businessId, today: todayInPakistan() },
      )
    ).find((row) => !taken.has(row.id))!;
    taken.add(slot.id);
    const pkg = (await server.sql.get<{ id: number; package_name: string }>(
      'SELECT id, package_name FROM packages WHERE business_id = @business ORDER BY id',
      { business: owner.businessId },
    ))!;
    const customer = await buildCustomer(server);
    const created = await server.request('/api/bookings', {
      token: customer.access_token,
      json: { slot_id: slot.id, package_selected_id: pkg.id },
    });
    const bookingId = created.body.booking_id as number;
    if (options.accepted) await acceptDirectly(server, bookingId);
    return { customer, bookingId, slotDate: slot.date, packageName: pkg.package_name };
  }

  return {
    server,
    owner,
    bookingOf,
    record: (body: Record<string, unknown>, token = owner.token, headers = {}) =>
      server.request('/api/payments', { token, json: body, headers }),
    myPayments: (token: string, query = '') =>
      server.request(`/api/payments/my-payments${query}`, { token }),
    storedCount: async (bookingId: number) =>
      (await server.sql.get<{ n: number }>(
        'SELECT count(*) AS n FROM payments WHERE booking_id = @booking',
        { booking: bookingId },
      ))!.n,
  };
}

export type Ledger = Awaited<ReturnType<typeof startLedger>>;
