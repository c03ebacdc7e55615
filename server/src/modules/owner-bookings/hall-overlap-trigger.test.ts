// The overlap triggers (0013, named in 0028): even SQL that skips the service cannot accept a
// hall twice for overlapping times.
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
  const now = nowIso();
  return server.db
    .prepare(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, worker_id, status,
         created_at, modified_at) VALUES (?, ?, ?, ?, 'verified', ?, ?)`,
    )
    .run(slotId, desk.businessId, customerId, hallId, now, now);
}

describe('hall overlap triggers', () => {
  it('refuses a direct insert or update of an overlapping accepted booking of the same hall', async () => {
    const hall = desk.resource('Shalimar Hall');
    const first = desk.slot('18:00', '22:00');
    const second = desk.slot('21:00', '23:30', first.date);
    const third = desk.slot('20:00', '21:00', first.date);
    const accepted = await desk.request(first.id);
    const approve = await desk.as(`/api/bookings/${accepted.id}/approve`, {
      method: 'PATCH',
      json: { hall_id: hall },
    });
    expect(approve.status).toBe(200);

    const pending = await desk.request(second.id);
    expect(() =>
      server.db
        .prepare("UPDATE bookings SET status = 'verified', worker_id = ? WHERE id = ?")
        .run(hall, pending.id),
    ).toThrow(/resource_double_booked/);
    expect(() => insertAccepted(third.id, pending.customer.user.user_id, hall)).toThrow(
      /resource_double_booked/,
    );
    const stored = server.db.prepare('SELECT status FROM bookings WHERE id = ?').get(pending.id);
    expect(stored).toEqual({ status: 'pending' });
  });

  it('lets the same hall hold back-to-back times, and another hall the same time', () => {
    const hall = desk.resource('Lawn');
    const other = desk.resource('Rooftop');
    const evening = desk.slot('18:00', '20:00');
    const night = desk.slot('20:00', '23:00', evening.date);
    const again = desk.slot('18:30', '19:30', evening.date);
    const customer = desk.owner.user.user_id;
    insertAccepted(evening.id, customer, hall);
    expect(() => insertAccepted(night.id, customer, hall)).not.toThrow();
    expect(() => insertAccepted(again.id, customer, other)).not.toThrow();
    // No hall: nothing to double-book.
    const free = desk.slot('18:00', '20:00', evening.date);
    expect(() => insertAccepted(free.id, customer, null)).not.toThrow();
  });

  it('refuses moving a slot with an accepted booking onto another of its hall', () => {
    const hall = desk.resource('Garden');
    const morning = desk.slot('09:00', '12:00');
    const noon = desk.slot('13:00', '16:00', morning.date);
    const customer = desk.owner.user.user_id;
    insertAccepted(morning.id, customer, hall);
    insertAccepted(noon.id, customer, hall);
    expect(() =>
      server.db.prepare("UPDATE slots SET start_time = '11:00' WHERE id = ?").run(noon.id),
    ).toThrow(/resource_double_booked/);
    expect(() =>
      server.db.prepare("UPDATE slots SET start_time = '12:00' WHERE id = ?").run(noon.id),
    ).not.toThrow();
  });
});
