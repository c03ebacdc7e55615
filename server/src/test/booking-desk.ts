// An owner's desk for the booking-request tests: a fresh owner (a marquee unless told
// otherwise) with halls or workers, slots and packages written straight into its business
// (their own APIs are other modules'), and customers' requests made through the real API.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { nowIso } from '../db/connection';
import { buildCustomer, buildOwner } from './factories';
import type { TestServer } from './harness';

export type OwnerDesk = Awaited<ReturnType<typeof buildOwnerDesk>>;

export async function buildOwnerDesk(server: TestServer, overrides: Record<string, unknown> = {}) {
  const owner = await buildOwner(server, overrides);
  const { db } = server;
  const { business_id: businessId } = db
    .prepare('SELECT business_id FROM user_business_mapping WHERE user_id = ?')
    .get(owner.user.user_id) as { business_id: number };
  const now = nowIso();
  let day = 0;

  function resource(name: string, options: { role?: 'hall' | 'worker'; active?: boolean } = {}) {
    return Number(
      db
        .prepare(
          `INSERT INTO business_workers (business_id, name, capacity, worker_role, is_active,
             created_at, modified_at) VALUES (?, ?, 500, ?, ?, ?, ?)`,
        )
        .run(businessId, name, options.role ?? 'hall', options.active === false ? 0 : 1, now, now)
        .lastInsertRowid,
    );
  }

  /** A slot on `date` (default: a fresh day ahead, so tests never share a day). */
  function slot(start = '19:00', end = '23:00', date?: string) {
    day += 1;
    const on = date ?? addDays(todayInPakistan(), 10 + day);
    return {
      date: on,
      id: Number(
        db
          .prepare(
            `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
               modified_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(businessId, `${start} - ${end}`, on, start, end, now, now).lastInsertRowid,
      ),
    };
  }

  function pkg(name: string, price: number) {
    return Number(
      db
        .prepare(
          `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(businessId, name, price, now, now).lastInsertRowid,
    );
  }

  /** A fresh customer's request for `slotId`; returns its id and the customer. */
  async function request(slotId: number, body: Record<string, unknown> = {}) {
    const customer = await buildCustomer(server);
    const answer = await server.request('/api/bookings', {
      token: customer.access_token,
      json: { slot_id: slotId, event_type_id: 1, ...body },
    });
    if (answer.status !== 201) throw new Error(`request failed: ${JSON.stringify(answer.body)}`);
    return { id: answer.body.booking_id as number, customer };
  }

  const as = (path: string, options: { method?: string; json?: unknown } = {}) =>
    server.request(path, { token: owner.access_token, ...options });

  return { owner, token: owner.access_token, businessId, resource, slot, pkg, request, as };
}
