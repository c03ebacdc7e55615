// An owner with halls on a real server, for the calendar's tests (slots, sync): halls are
// added with SQL until the halls API lands beside them; everything else goes through the API.
import { nowIso } from '../db/connection';
import { buildCustomer, buildOwner } from './factories';
import type { TestServer } from './harness';

export interface CalendarOwner {
  token: string;
  userId: number;
  businessId: number;
  mappingId: number;
  addHall: (name: string) => Promise<number>;
}

export async function buildCalendarOwner(server: TestServer): Promise<CalendarOwner> {
  const owner = await buildOwner(server);
  const mapping = (await server.sql.get<{ id: number; business_id: number }>(
    'SELECT id, business_id FROM user_business_mapping WHERE user_id = @user',
    { user: owner.user.user_id },
  ))!;
  return {
    token: owner.access_token,
    userId: owner.user.user_id,
    businessId: mapping.business_id,
    mappingId: mapping.id,
    addHall: async (name: string) => {
      const now = nowIso();
      const hall = await server.sql.get<{ id: number }>(
        `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
           modified_at) VALUES (@business, @name, 500, 'hall', @now, @now) RETURNING id`,
        { business: mapping.business_id, name, now },
      );
      return Number(hall!.id);
    },
  };
}

/** A fresh customer's request for `slotId`; returns the booking id and the customer. */
export async function requestSlot(server: TestServer, slotId: number) {
  const customer = await buildCustomer(server);
  const response = await server.request('/api/bookings', {
    token: customer.access_token,
    json: { slot_id: slotId, number_of_people: 100, message: 'Baraat for 100 guests' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${JSON.stringify(response.body)}`);
  return { bookingId: response.body.booking_id as number, customer };
}

/** Accepts a booking as the stored rows (the owner's accept API is tested with the requests). */
export async function acceptDirectly(server: TestServer, bookingId: number) {
  const now = nowIso();
  await server.sql.run(
    `UPDATE bookings SET status = 'verified', decided_at = @now, modified_at = @now
     WHERE id = @booking`,
    { now, booking: bookingId },
  );
  await server.sql.run(
    'UPDATE slots SET is_reserved = 1 WHERE id = (SELECT slot_id FROM bookings WHERE id = @booking)',
    { booking: bookingId },
  );
}
