// A ledger test server (two demo vendors, vendor 1 signed in) and bookings of vendor 1 on
// chosen days, in a chosen state: what the statistics tests compute figures from. Requests go
// through the real API; what the API cannot do yet in this branch, or only in the future, is
// done to the stored rows with a comment saying why.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { bookingTotal, type PricedPackage } from '@baraat/shared/domain/pricing';
import { nowIso } from '../db/connection';
import { acceptDirectly } from './calendar';
import { buildCustomer } from './factories';
import { startLedger } from './ledger';

export interface EventOptions {
  status?: 'verified' | 'declined' | 'pending';
  people?: number;
  /** Which of the business's packages, cheapest first. */
  packageIndex?: number;
  /** An earlier request's customer, to make a repeat customer. */
  token?: string;
  /** Hours from the request to the owner's answer. */
  answeredAfterHours?: number;
  /** Stored as the booking's contact name (the walk-in form's field). */
  customerName?: string;
}

let slotMinute = 0;

export async function startStatsServer() {
  const ledger = await startLedger();
  const { server, owner } = ledger;
  const login = await server.request('/api/auth/login', {
    json: { username: 'vendor2@demo.baraat.pk', password: 'Vendor#2026' },
  });
  const mappingOf = async (email: string) =>
    (await server.sql.get<{ id: number; business_id: number }>(
      `SELECT m.id, m.business_id FROM user_business_mapping m
       JOIN users u ON u.id = m.user_id WHERE u.email = @email`,
      { email },
    ))!;
  const own = await mappingOf('vendor1@demo.baraat.pk');
  const other = await mappingOf('vendor2@demo.baraat.pk');
  const packages = await server.sql.all<{ id: number; package_name: string } & PricedPackage>(
    `SELECT id, package_name, price, price_basis FROM packages WHERE business_id = @business
     ORDER BY price, id`,
    { business: owner.businessId },
  );

  /** A request of vendor 1's business for `date`, by a fresh customer unless a token is given. */
  async function eventOn(date: string, options: EventOptions = {}) {
    const { status = 'verified', people = 2, packageIndex = 0 } = options;
    const token = options.token ?? (await buildCustomer(server)).access_token;
    // The API books only future slots: a slot a month ahead is booked, then moved to `date`
    // below, as the passing of time would.
    slotMinute += 1;
    const time = `${String(8 + Math.floor(slotMinute / 60)).padStart(2, '0')}:${String(slotMinute % 60).padStart(2, '0')}`;
    const now = nowIso();
    const slot = (await server.sql.get<{ id: number }>(
      `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at, modified_at)
       VALUES (@business, 'Test', @date, @time, '23:59', @now, @now) RETURNING id`,
      { business: owner.businessId, date: addDays(todayInPakistan(), 30), time, now },
    ))!.id;
    const pkg = packages[packageIndex]!;
    const created = await server.request('/api/bookings', {
      token,
      json: {
        slot_id: slot,
        package_selected_id: pkg.id,
        number_of_people: people,
        customer_name: options.customerName,
      },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const bookingId = created.body.booking_id as number;
    // The day's events overlap on purpose and have no hall: accepting them through the API
    // would need a free hall each, so the stored row is what an acceptance writes.
    if (status === 'verified') await acceptDirectly(server, bookingId);
    // Declining is another module's API, not in this branch: the stored row is what it writes.
    if (status === 'declined') {
      await server.sql.run("UPDATE bookings SET status = 'declined' WHERE id = @booking", {
        booking: bookingId,
      });
    }
    if (status !== 'pending') {
      const { created_at } = (await server.sql.get<{ created_at: string }>(
        'SELECT created_at FROM bookings WHERE id = @booking',
        { booking: bookingId },
      ))!;
      const hours = options.answeredAfterHours ?? 1;
      await server.sql.run('UPDATE bookings SET decided_at = @decided WHERE id = @booking', {
        decided: nowIso(new Date(Date.parse(created_at) + hours * 3_600_000)),
        booking: bookingId,
      });
    }
    await server.sql.run('UPDATE slots SET date = @date WHERE id = @slot', { date, slot });
    return { bookingId, token, total: bookingTotal(pkg, people), packageId: pkg.id };
  }

  const pay = async (bookingId: number, amount: number, method: string, paidOn: string) => {
    const response = await ledger.record({
      booking_id: bookingId,
      amount,
      kind: 'advance',
      method,
      paid_on: paidOn,
      reference: `REF-${bookingId}-${amount}`,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.payment_id as number;
  };

  return {
    ...ledger,
    mappingId: own.id,
    otherOwner: {
      token: login.body.access_token as string,
      businessId: other.business_id,
      mappingId: other.id,
    },
    packages,
    eventOn,
    pay,
    get: (path: string, token: string | null = owner.token) =>
      server.request(path, token ? { token } : {}),
  };
}

export type StatsServer = Awaited<ReturnType<typeof startStatsServer>>;
