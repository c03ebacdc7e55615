// An owner's desk for the booking-request tests: a fresh owner (a marquee unless told
// otherwise) with halls or workers, slots and packages written straight into its business
// (their own APIs are other modules'), and customers' requests made through the real API.
// Rows are written through the harness's SQL, so the desk works on either engine.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { nowIso } from '../db/connection';
import { buildCustomer, buildOwner } from './factories';
import type { TestServer } from './harness';

export type OwnerDesk = Awaited<ReturnType<typeof buildOwnerDesk>>;

export async function buildOwnerDesk(server: TestServer, overrides: Record<string, unknown> = {}) {
  const owner = await buildOwner(server, overrides);
  const { business_id: businessId } = (await server.sql.get<{ business_id: number }>(
    'SELECT business_id FROM user_business_mapping WHERE user_id = @userId',
    { userId: owner.user.user_id },
  ))!;
  const now = nowIso();
  let day = 0;

  /** Inserts one row and gives back its id. */
  async function inserted(sql: string, params: Record<string, unknown>): Promise<number> {
    const row = await server.sql.get<{ id: number }>(`${sql} RETURNING id`, params);
    return Number(row!.id);
  }

  function resource(name: string, options: { role?: 'hall' | 'worker'; active?: boolean } = {}) {
    return inserted(
      `INSERT INTO business_workers (business_id, name, capacity, worker_role, is_active,
         created_at, modified_at) VALUES (@businessId, @name, 500, @role, @active, @now, @now)`,
      {
        businessId,
        name,
        role: options.role ?? 'hall',
        active: options.active === false ? 0 : 1,
        now,
      },
    );
  }

  /** A slot on `date` (default: a fresh day ahead, so tests never share a day). */
  async function slot(start = '19:00', end = '23:00', date?: string) {
    day += 1;
    const on = date ?? addDays(todayInPakistan(), 10 + day);
    const id = await inserted(
      `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
         modified_at) VALUES (@businessId, @name, @on, @start, @end, @now, @now)`,
      { businessId, name: `${start} - ${end}`, on, start, end, now },
    );
    return { date: on, id };
  }

  function pkg(name: string, price: number) {
    return inserted(
      `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
       VALUES (@businessId, @name, @price, @now, @now)`,
      { businessId, name, price, now },
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
