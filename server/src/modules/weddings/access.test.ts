// Who may call each wedding route (docs/product/weddings.md#a-wedding-groups-events): anonymous
// 401, the wrong role 403, a wedding not theirs 404; and the wedding on its events' booking
// answers, for the customer's and the owner's screens.
import { customerBookingSchema } from '@baraat/shared/schemas/bookings';
import { ownerBookingSchema } from '@baraat/shared/schemas/business-bookings';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildVenue, day, threeEvents, weddingSuite } from '../../test/wedding-bookings';

const suite = weddingSuite();
const { book, customer } = suite;

interface Call {
  method: 'GET' | 'PATCH';
  path: string;
  json?: unknown;
}

let own: { token: string; id: number; events: number[] };
let stranger: string;
let otherOwner: string;
beforeAll(async () => {
  const token = await customer();
  const { body } = await book(token, {
    title: 'Hina & Omar',
    events: await threeEvents(suite.venue),
  });
  const wedding = weddingSchema.parse(body);
  own = { token, id: wedding.wedding_id, events: wedding.events.map((e) => e.booking_id) };
  stranger = await customer();
  otherOwner = (await buildVenue(suite.server)).token;
});

const call = (token: string | undefined, { method, path, json }: Call) =>
  suite.server.request(path, { method, token, ...(json === undefined ? {} : { json }) });

describe('the weddings’ authorization matrix', () => {
  it('refuses anonymous callers every route with 401', async () => {
    const calls: Call[] = [
      { method: 'GET', path: '/api/weddings' },
      { method: 'GET', path: `/api/weddings/${own.id}` },
      { method: 'GET', path: '/api/business/weddings' },
      { method: 'PATCH', path: `/api/weddings/${own.id}/approve`, json: {} },
      { method: 'PATCH', path: `/api/weddings/${own.id}/decline`, json: {} },
    ];
    for (const one of calls) expect((await call(undefined, one)).status, one.path).toBe(401);
    const walkIn = await suite.server.request('/api/business/walkin-weddings', { json: {} });
    expect(walkIn.status).toBe(401);
  });

  it('refuses the wrong role 403', async () => {
    expect((await call(suite.venue.token, { method: 'GET', path: '/api/weddings' })).status).toBe(
      403,
    );
    for (const one of [
      { method: 'GET', path: '/api/business/weddings' },
      { method: 'PATCH', path: `/api/weddings/${own.id}/approve`, json: {} },
      { method: 'PATCH', path: `/api/weddings/${own.id}/decline`, json: {} },
    ] as Call[]) {
      expect((await call(own.token, one)).status, one.path).toBe(403);
    }
  });

  it('answers a wedding not theirs, or none, with 404', async () => {
    const notFound = { status: 404, body: { detail: WEDDING_TEXTS.notFound } };
    const read = { method: 'GET', path: `/api/weddings/${own.id}` } as const;
    expect(await call(stranger, read)).toMatchObject(notFound);
    expect(await call(otherOwner, read)).toMatchObject(notFound);
    expect(await call(own.token, { method: 'GET', path: '/api/weddings/99999999' })).toMatchObject(
      notFound,
    );
    for (const action of ['approve', 'decline']) {
      const answer = {
        method: 'PATCH',
        path: `/api/weddings/${own.id}/${action}`,
        json: {},
      } as const;
      expect(await call(otherOwner, answer)).toMatchObject(notFound);
    }
    const mine = await call(stranger, { method: 'GET', path: '/api/weddings' });
    expect(mine.body).toEqual([]);
    const theirs = await call(otherOwner, { method: 'GET', path: '/api/business/weddings' });
    expect(theirs.body).toEqual([]);
    expect((await call(own.token, read)).status).toBe(200);
    expect((await call(suite.venue.token, read)).status).toBe(200);
  });
});

describe('the wedding on a booking’s answers', () => {
  it('names the wedding on its events, for the customer and the owner, and null on a single booking', async () => {
    const booked = await suite.server.request('/api/bookings', {
      token: own.token,
      json: { slot_id: await suite.venue.slot(day(80)), number_of_people: 20 },
    });
    expect(booked.status).toBe(201);
    const mine = await suite.server.request('/api/bookings/my-bookings', { token: own.token });
    const weddings = mine.body.map((row: unknown) => {
      const parsed = customerBookingSchema.parse(row);
      return [parsed.booking_id, parsed.wedding];
    });
    expect(weddings).toEqual(
      expect.arrayContaining([
        ...own.events.map((id) => [id, { wedding_id: own.id, title: 'Hina & Omar' }]),
        [booked.body.booking_id, null],
      ]),
    );
    const requests = await suite.server.request('/api/bookings/business-requests', {
      token: suite.venue.token,
    });
    const owners = new Map(
      requests.body.map((row: unknown) => {
        const parsed = ownerBookingSchema.parse(row);
        return [parsed.booking_id, parsed.wedding];
      }),
    );
    expect(owners.get(own.events[0])).toEqual({ wedding_id: own.id, title: 'Hina & Omar' });
    expect(owners.get(booked.body.booking_id)).toBeNull();
  });
});
