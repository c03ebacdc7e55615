// The overlap guards (0013, named in 0028): even SQL that skips the service cannot accept a
// hall twice for overlapping times (SQLite's triggers, PostgreSQL's exclusion constraint, one
// name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/connection';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let desk: OwnerDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
});
afterAll(() => server.close());

function insertAccepted(slotId: number, customerId: number, hallId: number | null) {
  return server.sql.run(
    `INSERT INTO bookings (slot_id, business_id, customer_user_id, worker_id, status,
       created_at, modified_at) VALUES (@slotId, @businessId, @customerId, @hallId, 'verified',
       @now, @now)`,
    { slotId, businessId: desk.businessId, customerId, hallId, now: nowIso() },
  );
}

const moveStart = (slotId: number, start: string) =>
  server.sql.run('UPDATE slots SET start_time = @start WHERE id = @slotId', { start, slotId });

describe('hall overlap triggers', () => {
  it('refuses a direct insert or update of an overlapping accepted booking of the same hall', async () => {
    const hall = await desk.resource('Shalimar Hall');
    const first = await desk.slot('18:00', '22:00');
    const second = await desk.slot('21:00', '23:30', first.date);
    const third = await desk.slot('20:00', '21:00', first.date);
    const accepted = await desk.request(first.id);
    const approve = await desk.as(`/api/bookings/${accepted.id}/approve`, {
      method: 'PATCH',
      json: { hall_id: hall },
    });
    expect(approve.status).toBe(200);

    const pending = await desk.request(second.id);
    await expect(
      server.sql.run("UPDATE bookings SET status = 'verified', worker_id = @hall WHERE id = @id", {
        hall,
        id: pending.id,
      }),
    ).rejects.toThrow(/resource_double_booked/);
    await expect(insertAccepted(third.id, pending.customer.user.user_id, hall)).rejects.toThrow(
      /resource_double_booked/,
    );
    const stored = await server.sql.get('SELECT status FROM bookings WHERE id = @id', {
      id: pending.id,
    });
    expect(stored).toEqual({ status: 'pending' });
  });

  it('lets the same hall hold back-to-back times, and another hall the same time', async () => {
    const hall = await desk.resource('Lawn');
    const other = await desk.resource('Rooftop');
    const evening = await desk.slot('18:00', '20:00');
    const night = await desk.slot('20:00', '23:00', evening.date);
    const again = await desk.slot('18:30', '19:30', evening.date);
    const customer = desk.owner.user.user_id;
    await insertAccepted(evening.id, customer, hall);
    expect(await insertAccepted(night.id, customer, hall)).toBe(1);
    expect(await insertAccepted(again.id, customer, other)).toBe(1);
    // No hall: nothing to double-book.
    const free = await desk.slot('18:00', '20:00', evening.date);
    expect(await insertAccepted(free.id, customer, null)).toBe(1);
  });

  it('refuses moving a slot with an accepted booking onto another of its hall', async () => {
    const hall = await desk.resource('Garden');
    const morning = await desk.slot('09:00', '12:00');
    const noon = await desk.slot('13:00', '16:00', morning.date);
    const customer = desk.owner.user.user_id;
    await insertAccepted(morning.id, customer, hall);
    await insertAccepted(noon.id, customer, hall);
    await expect(moveStart(noon.id, '11:00')).rejects.toThrow(/resource_double_booked/);
    expect(await moveStart(noon.id, '12:00')).toBe(1);
  });
});
