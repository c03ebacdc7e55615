// A venue with halls and open slots on a real server, and the calls of a wedding's writes
// (docs/product/weddings.md#calls): what the weddings' route tests book, answer and replay.
import { eventTypeId } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll } from 'vitest';
import { nowIso } from '../db/connection';
import { buildCalendarOwner, type CalendarOwner } from './calendar';
import { buildCustomer } from './factories';
import { startTestServer, type TestServer } from './harness';

/** A wedding's three functions, as the catalogue's event types. */
export const MEHNDI = eventTypeId('Mehndi');
export const BARAAT = eventTypeId('Baraat');
export const WALIMA = eventTypeId('Walima');

export const day = (n: number) => addDays(todayInPakistan(), n);

export interface Venue extends CalendarOwner {
  halls: [number, number];
  /** A new open slot of the venue's, in a hall (the first by default; null for none). */
  slot: (date: string, start?: string, end?: string, hall?: number | null) => Promise<number>;
  /** A new package of the venue's, priced for the whole event, for up to 500 guests. */
  addPackage: (price: number) => Promise<number>;
}

export async function buildVenue(server: TestServer): Promise<Venue> {
  const owner = await buildCalendarOwner(server);
  const halls: [number, number] = [
    await owner.addHall('Shalimar Hall'),
    await owner.addHall('Lawn'),
  ];
  const slot = async (
    date: string,
    start = '18:00',
    end = '22:00',
    hall: number | null = halls[0],
  ) => {
    const now = nowIso();
    const row = await server.sql.get<{ id: number }>(
      `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
         created_at, modified_at)
       VALUES (@business, @hall, 'Evening', @date, @start, @end, @now, @now) RETURNING id`,
      { business: owner.businessId, hall, date, start, end, now },
    );
    return Number(row!.id);
  };
  const addPackage = async (price: number) => {
    const now = nowIso();
    const row = await server.sql.get<{ id: number }>(
      `INSERT INTO packages (business_id, package_name, price, price_basis, max_guests,
         created_at, modified_at)
       VALUES (@business, @name, @price, 'per_event', 500, @now, @now) RETURNING id`,
      { business: owner.businessId, name: `Evening of Rs ${price}`, price, now },
    );
    return Number(row!.id);
  };
  return { ...owner, halls, slot, addPackage };
}

/** Three events on three days: mehndi, baraat and walima, 150 people each. */
export async function threeEvents(venue: Venue, from = 10) {
  return [
    { slot_id: await venue.slot(day(from)), event_type_id: MEHNDI, number_of_people: 150 },
    { slot_id: await venue.slot(day(from + 1)), event_type_id: BARAAT, number_of_people: 150 },
    { slot_id: await venue.slot(day(from + 2)), event_type_id: WALIMA, number_of_people: 150 },
  ];
}

export function weddingCalls(server: () => TestServer) {
  const withKey = (key?: string) => (key ? { headers: { 'Idempotency-Key': key } } : {});
  return {
    book: (token: string | undefined, json: unknown, key?: string) =>
      server().request('/api/weddings', { token, json, ...withKey(key) }),
    answer: (
      token: string | undefined,
      id: number,
      action: 'approve' | 'decline',
      json: unknown,
      key?: string,
    ) =>
      server().request(`/api/weddings/${id}/${action}`, {
        method: 'PATCH',
        token,
        json,
        ...withKey(key),
      }),
    walkIn: (token: string | undefined, json: unknown, key?: string) =>
      server().request('/api/business/walkin-weddings', { token, json, ...withKey(key) }),
    customer: async () => (await buildCustomer(server())).access_token,
    /** How many weddings, bookings and instalments there are (a refused wedding adds none). */
    tally: async () =>
      Promise.all(
        ['weddings', 'bookings', 'wedding_plan_items'].map(async (table) =>
          Number((await server().sql.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n),
        ),
      ),
  };
}

/** A test file's server and venue, started before its tests and closed after; with the calls. */
export function weddingSuite() {
  let server: TestServer;
  let venue: Venue;
  beforeAll(async () => {
    server = await startTestServer();
    venue = await buildVenue(server);
  });
  afterAll(() => server.close());
  return {
    ...weddingCalls(() => server),
    get server() {
      return server;
    },
    get venue() {
      return venue;
    },
  };
}
