// Weddings on a real server for the plan, payment, instalment and reminder tests: an owner
// and a customer signed up through the API, and weddings of theirs written with SQL (events as
// bookings carrying the wedding's id, a plan's instalments), the same on both engines
// (docs/architecture.md#10-two-engines).
import type { PlanItemInput } from '@baraat/shared/schemas/weddings';
import { nowIso } from '../db/connection';
import { buildCustomer, buildOwner } from './factories';
import { startTestServer, type TestServer } from './harness';

/** Every event's package: a flat price per event, so a wedding's total is easy to read. */
export const EVENT_PRICE = 100_000;

export interface WeddingEventSpec {
  date: string;
  status?: 'pending' | 'verified' | 'completed' | 'declined';
  name?: string;
  /** The booking's id, where a test needs a given one (an example of the API document's); the
   * ids made for the bookings after it do not count on from it, so pick one far above them. */
  id?: number;
}

async function insertId(server: TestServer, sql: string, params: object) {
  return Number((await server.sql.get<{ id: number }>(`${sql} RETURNING id`, params))!.id);
}

export async function buildWeddingDesk(server: TestServer) {
  const owner = await buildOwner(server);
  const customer = await buildCustomer(server);
  const businessId = (await server.sql.get<{ business_id: number }>(
    'SELECT business_id FROM user_business_mapping WHERE user_id = @user',
    { user: owner.user.user_id },
  ))!.business_id;
  const now = nowIso();
  const packageId = await insertId(
    server,
    `INSERT INTO packages (business_id, package_name, price, price_basis, created_at, modified_at)
     VALUES (@businessId, 'Wedding event', @price, 'per_event', @now, @now)`,
    { businessId, price: EVENT_PRICE, now },
  );

  /** A wedding of the customer (or a walk-in family's) with one event per spec, in its order,
   * its events accepted unless a spec says otherwise. */
  async function weddingOf(
    events: WeddingEventSpec[],
    options: { bookedOn?: string; walkIn?: boolean; title?: string } = {},
  ) {
    const walkIn = options.walkIn ?? false;
    const weddingId = await insertId(
      server,
      `INSERT INTO weddings (business_id, customer_user_id, title, is_walkin, contact_name,
         booked_on, created_at, modified_at)
       VALUES (@businessId, @customer, @title, @walkIn, @contact, @bookedOn, @now, @now)`,
      {
        businessId,
        customer: walkIn ? null : customer.user.user_id,
        title: options.title ?? 'Ayesha & Bilal',
        walkIn: walkIn ? 1 : 0,
        contact: walkIn ? 'Rana family' : null,
        bookedOn: options.bookedOn ?? '2026-01-01',
        now,
      },
    );
    const eventIds: number[] = [];
    for (const [index, event] of events.entries()) {
      const slot = await insertId(
        server,
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
           modified_at)
         VALUES (@businessId, @name, @date, '18:00', '22:00', @now, @now)`,
        { businessId, name: `Event ${index + 1}`, date: event.date, now },
      );
      eventIds.push(
        await insertId(
          server,
          `INSERT INTO bookings (${event.id ? 'id, ' : ''}slot_id, business_id, customer_user_id,
             package_id, number_of_people, status, event_type_text, wedding_id, is_walkin,
             contact_name, created_at, modified_at)
           VALUES (${event.id ? '@id, ' : ''}@slot, @businessId, @customer, @packageId, 100,
             @status, @name, @weddingId, @walkIn, @contact, @now, @now)`,
          {
            ...(event.id ? { id: event.id } : {}),
            slot,
            businessId,
            customer: walkIn ? null : customer.user.user_id,
            packageId,
            status: event.status ?? 'verified',
            name: event.name ?? `Event ${index + 1}`,
            weddingId,
            walkIn: walkIn ? 1 : 0,
            contact: walkIn ? 'Rana family' : null,
            now,
          },
        ),
      );
    }
    return { weddingId, eventIds };
  }

  return {
    owner: { token: owner.access_token, userId: owner.user.user_id, businessId },
    customer: { token: customer.access_token, userId: customer.user.user_id },
    weddingOf,
    /** PUT the plan as the owner (or `token`). */
    putPlan: (weddingId: number, items: PlanItemInput[], token = owner.access_token) =>
      server.request(`/api/weddings/${weddingId}/plan`, { method: 'PUT', token, json: { items } }),
    pay: (
      weddingId: number,
      body: Record<string, unknown>,
      options: { token?: string; key?: string } = {},
    ) =>
      server.request(`/api/weddings/${weddingId}/payments`, {
        token: options.token ?? owner.access_token,
        json: { method: 'cash', payer_name: "Bride's family", ...body },
        headers: options.key ? { 'Idempotency-Key': options.key } : {},
      }),
  };
}

export type WeddingDesk = Awaited<ReturnType<typeof buildWeddingDesk>>;

/** A fresh server with a wedding desk on it, for a test file's beforeAll. */
export async function startWeddingDesk() {
  const server = await startTestServer();
  return { server, desk: await buildWeddingDesk(server) };
}
