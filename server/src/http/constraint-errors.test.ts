// Each refusal the database names is answered once, from CONSTRAINT_REFUSALS: every
// mapped index and trigger, reached through the API with another writer's row slipped in just
// before the write (test/rival-write.ts), answers its status and text, never a 500.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../test/booking-desk';
import { acceptDirectly } from '../test/calendar';
import { buildCustomer } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { withRivalWrite } from '../test/rival-write';
import { CONSTRAINT_REFUSALS } from './constraint-errors';

let server: TestServer;
let desk: OwnerDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
});
afterAll(() => server.close());

/** A verified booking of the rival at `slot` (an SQL expression), held by `worker`. */
const acceptedAt = (slot: string, worker: string) =>
  `INSERT INTO bookings (slot_id, business_id, customer_user_id, worker_id, status, is_walkin,
     contact_name, created_at, modified_at)
   VALUES (${slot}, NEW.business_id, NULL, ${worker}, 'verified', 1, 'Rival', NEW.created_at,
     NEW.created_at)`;

/** The owner accepts `requestId` with `hall` while a rival writes `writes` first. */
const approveAgainst = (writes: string, requestId: number, hall: number) =>
  withRivalWrite(
    server,
    { before: 'UPDATE OF status', table: 'bookings', when: "NEW.status = 'verified'", writes },
    () =>
      desk.as(`/api/bookings/${requestId}/approve`, { method: 'PATCH', json: { hall_id: hall } }),
  );

function expectRefusal(
  constraint: keyof typeof CONSTRAINT_REFUSALS,
  answer: { status: number; body: unknown },
) {
  const { status, detail } = CONSTRAINT_REFUSALS[constraint]!;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ detail });
}

describe('the database’s named refusals, through the API', () => {
  it('names only indexes, constraints and triggers the schema has', async () => {
    // Each named guard with its text: SQLite's indexes and triggers (RAISE(ABORT, '<name>')),
    // PostgreSQL's indexes, constraints and trigger functions (RAISE EXCEPTION '<name>').
    const schema = await server.sql.all<{ name: string; sql: string | null }>({
      sqlite: 'SELECT name, sql FROM sqlite_master',
      postgres: `SELECT relname AS name, NULL AS sql FROM pg_class WHERE relkind = 'i'
        UNION ALL SELECT conname, NULL FROM pg_constraint
        UNION ALL SELECT proname, prosrc FROM pg_proc`,
    });
    const raises = (name: string) =>
      server.engine === 'sqlite' ? `RAISE(ABORT, '${name}')` : `RAISE EXCEPTION '${name}'`;
    for (const name of Object.keys(CONSTRAINT_REFUSALS)) {
      const found = schema.some(
        (entry) => entry.name === name || entry.sql?.includes(raises(name)),
      );
      expect(found, name).toBe(true);
    }
  });

  it('answers a second open request of one customer for a slot (one request per slot)', async () => {
    const customer = await buildCustomer(server);
    const slot = await desk.slot();
    const rival = {
      before: 'INSERT',
      table: 'bookings',
      when: "NEW.status = 'pending'",
      writes: `INSERT INTO bookings (slot_id, business_id, customer_user_id, created_at,
          modified_at)
        VALUES (NEW.slot_id, NEW.business_id, NEW.customer_user_id, NEW.created_at,
          NEW.created_at)`,
    };
    const answer = await withRivalWrite(server, rival, () =>
      server.request('/api/bookings', {
        token: customer.access_token,
        json: { slot_id: slot.id },
      }),
    );
    expectRefusal('bookings_one_request_per_customer_slot', answer);
  });

  it('answers a second review of one booking', async () => {
    const customer = await buildCustomer(server);
    const slot = await desk.slot();
    const booked = await server.request('/api/bookings', {
      token: customer.access_token,
      json: { slot_id: slot.id },
    });
    const bookingId = booked.body.booking_id as number;
    await acceptDirectly(server, bookingId);
    // The event has happened: its day is yesterday.
    await server.sql.run('UPDATE slots SET date = @date, worker_id = NULL WHERE id = @id', {
      date: addDays(todayInPakistan(), -1),
      id: slot.id,
    });
    const rival = {
      before: 'INSERT',
      table: 'reviews',
      writes: `INSERT INTO reviews (business_id, user_id, booking_id, reviewer_name, rating,
          created_at, modified_at)
        VALUES (NEW.business_id, NEW.user_id, NEW.booking_id, 'Rival', 1, NEW.created_at,
          NEW.created_at)`,
    };
    const answer = await withRivalWrite(server, rival, () =>
      server.request('/api/reviews', {
        token: customer.access_token,
        json: { booking_id: bookingId, rating: 5, review_text: 'Wonderful evening' },
      }),
    );
    expectRefusal('reviews_one_per_booking', answer);
  });

  it('answers a second accepted booking of one slot', async () => {
    const hall = await desk.resource('Mehfil Hall');
    const request = await desk.request((await desk.slot()).id);
    const answer = await approveAgainst(acceptedAt('NEW.slot_id', 'NULL'), request.id, hall);
    expectRefusal('bookings_one_accepted_per_slot', answer);
  });

  it('answers a hall held twice at overlapping times', async () => {
    const hall = await desk.resource('Sheesh Mahal');
    const mine = await desk.slot('19:00', '23:00');
    const theirs = await desk.slot('20:00', '22:00', mine.date);
    const request = await desk.request(mine.id);
    const answer = await approveAgainst(
      acceptedAt(String(theirs.id), 'NEW.worker_id'),
      request.id,
      hall,
    );
    expectRefusal('resource_double_booked', answer);
  });

  it('answers two slots of one hall overlapping, for a slot and for a walk-in alike', async () => {
    const hall = await desk.resource('Rang Mahal');
    const date = addDays(todayInPakistan(), 5);
    const rival = {
      before: 'INSERT',
      table: 'slots',
      when: 'NEW.worker_id IS NOT NULL',
      writes: `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
          created_at, modified_at)
        VALUES (NEW.business_id, NEW.worker_id, 'Rival', NEW.date, NEW.start_time, NEW.end_time,
          NEW.created_at, NEW.modified_at)`,
    };
    const [slot, walkIn] = await withRivalWrite(server, rival, async () => [
      await desk.as('/api/slots', {
        json: { date, start_time: '10:00', end_time: '12:00', worker_id: hall },
      }),
      await desk.as('/api/business/walkins', {
        json: {
          worker_id: hall,
          date,
          start_time: '14:00',
          end_time: '16:00',
          customer_name: 'Bilal Ahmed',
          customer_phone: '0300 1234567',
          number_of_people: 80,
        },
      }),
    ]);
    expectRefusal('slot_overlap', slot!);
    expectRefusal('slot_overlap', walkIn!);
  });
});
