// Who may call each owner booking endpoint (docs/product/requests.md#calls): anonymous 401, a customer 403,
// another owner's booking 404, bad input 422 (never 500), the owner 2xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwnerDesk, type OwnerDesk } from '../../test/booking-desk';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let desk: OwnerDesk;
let stranger: OwnerDesk;
let customer: string;
let hall: number;
let pkg: number;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildOwnerDesk(server);
  stranger = await buildOwnerDesk(server);
  customer = (await buildCustomer(server)).access_token;
  hall = await desk.resource('Shalimar Hall');
  pkg = await desk.pkg('Gold', 3000);
});
afterAll(() => server.close());

interface Endpoint {
  name: string;
  method: 'GET' | 'PATCH';
  /** The path for booking `id` (lists ignore it). */
  path: (id: number) => string;
  body?: () => Record<string, unknown>;
  bad: { path?: (id: number) => string; body?: Record<string, unknown> };
  /** A call about one booking: another owner gets 404. */
  scoped: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'business-bookings',
    method: 'GET',
    path: () => '/api/bookings/business-bookings',
    bad: { path: () => '/api/bookings/business-bookings?status=maybe' },
    scoped: false,
  },
  {
    name: 'business-requests',
    method: 'GET',
    path: () => '/api/bookings/business-requests?past_events=true',
    bad: { path: () => '/api/bookings/business-requests?status=soon' },
    scoped: false,
  },
  {
    name: 'resources/available',
    method: 'GET',
    path: () => '/api/business/resources/available?date=2030-01-01&startTime=10:00&endTime=12:00',
    bad: {
      path: () => '/api/business/resources/available?date=2030-01-01&startTime=12:00&endTime=10:00',
    },
    scoped: false,
  },
  {
    name: 'check-hall-availability',
    method: 'GET',
    path: (id) => `/api/bookings/${id}/check-hall-availability/${hall}`,
    // Not a positive id (a word is no id at all: 404, http/id-param.ts).
    bad: { path: (id) => `/api/bookings/${id}/check-hall-availability/0` },
    scoped: true,
  },
  {
    name: 'action',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/action`,
    body: () => ({ action: 'accept', hall_id: hall }),
    bad: { body: { action: 'maybe' } },
    scoped: true,
  },
  {
    name: 'approve',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/approve`,
    body: () => ({ hall_id: hall, notes: 'Stage on the lawn' }),
    bad: { body: { hall_id: 'first' } },
    scoped: true,
  },
  {
    name: 'decline',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/decline`,
    body: () => ({ reason: 'Closed for renovation' }),
    bad: { body: { reason: 'x'.repeat(501) } },
    scoped: true,
  },
  {
    name: 'assign-worker',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/assign-worker`,
    body: () => ({ worker_id: hall }),
    bad: { body: {} },
    scoped: true,
  },
  {
    name: 'assign-hall',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/assign-hall`,
    body: () => ({ hall_id: hall }),
    bad: { body: { hall_id: -3 } },
    scoped: true,
  },
  {
    name: 'status',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/status`,
    body: () => ({ status: 'declined' }),
    bad: { body: { status: 'lost' } },
    scoped: true,
  },
  {
    name: 'details',
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/details`,
    body: () => ({ package_id: pkg, number_of_people: 50, message: 'Two stages' }),
    bad: { body: { number_of_people: 5001 } },
    scoped: true,
  },
];

describe.each(ENDPOINTS)('$method $name', (endpoint) => {
  const call = (path: string, token: string | undefined, body = endpoint.body?.()) =>
    server.request(path, {
      method: endpoint.method,
      token,
      ...(endpoint.method === 'PATCH' ? { json: body ?? {} } : {}),
    });

  it('answers anonymous 401, a customer 403, another owner 404 and bad input 422', async () => {
    const { id } = await desk.request((await desk.slot()).id);
    expect((await call(endpoint.path(id), undefined)).status).toBe(401);
    expect((await call(endpoint.path(id), customer)).status).toBe(403);
    const foreign = await call(endpoint.path(id), stranger.token);
    if (endpoint.scoped) {
      expect(foreign).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
    } else {
      // A list of the stranger's own business: nothing of this owner's in it.
      expect(foreign.status).toBe(200);
      expect(JSON.stringify(foreign.body)).not.toContain('Shalimar Hall');
      expect(foreign.body).not.toContainEqual(expect.objectContaining({ booking_id: id }));
    }
    const bad = await call((endpoint.bad.path ?? endpoint.path)(id), desk.token, endpoint.bad.body);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: expect.any(Array), msg: expect.any(String) });
  });

  it("answers the owner's own call with 200", async () => {
    const { id } = await desk.request((await desk.slot()).id);
    const answer = await call(endpoint.path(id), desk.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (endpoint.scoped && endpoint.method === 'PATCH') {
      expect(answer.body.booking_id).toBe(id);
    } else if (!endpoint.scoped) {
      expect(Array.isArray(answer.body)).toBe(true);
    }
  });
});

it('answers a word where a booking id goes with 404 for anyone', async () => {
  for (const token of [undefined, customer, desk.token]) {
    const answer = await server.request('/api/bookings/abc/approve', {
      method: 'PATCH',
      token,
      json: {},
    });
    expect(answer.status).toBe(404);
  }
});
