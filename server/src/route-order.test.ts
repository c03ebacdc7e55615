// No path can fall into a route meant for an id (the customer-only GET /bookings/:id
// answered an owner's /bookings/business-requests with 403), and the order in which api.ts
// registers its routers changes no answer: ids are digits only (http/id-param.ts).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api';
import { loadConfig } from './config';
import { bodyParser } from './http/body-parser';
import type { AppState } from './http/context';
import { errorMiddleware } from './http/error-middleware';
import { createLogger } from './logger';
import { buildCalendarOwner, type CalendarOwner } from './test/calendar';
import { buildCustomer } from './test/factories';
import { startTestServer, type TestServer } from './test/harness';

const JWT_SECRET = randomBytes(32).toString('hex');

let server: TestServer;
let desk: CalendarOwner;
let owner: string;
let customer: string;
beforeAll(async () => {
  // The two /api apps below sign tokens with the same secret as this server.
  server = await startTestServer({ JWT_SECRET });
  desk = await buildCalendarOwner(server);
  owner = desk.token;
  customer = (await buildCustomer(server)).access_token;
});
afterAll(() => server.close());

describe('route order', () => {
  it("answers a signed-in owner's /bookings/business-requests itself, not with the customer route's 403", async () => {
    const answer = await server.request('/api/bookings/business-requests', { token: owner });
    expect(answer).toMatchObject({ status: 200, body: [] });
  });

  it.each([
    ['/api/bookings/abc', 'GET'],
    ['/api/bookings/abc', 'DELETE'],
    ['/api/bookings/1.5/cancel', 'PATCH'],
    ['/api/bookings/-1', 'GET'],
    ['/api/payments/abc', 'GET'],
    ['/api/payments/abc/refund', 'PATCH'],
  ])('answers %s (%s) with 404 for anyone, never 500', async (path, method) => {
    for (const token of [customer, owner, undefined]) {
      expect((await server.request(path, { method, token })).status).toBe(404);
    }
  });

  it('still guards the id routes and serves the literal ones', async () => {
    expect((await server.request('/api/bookings/123', { token: owner })).status).toBe(403);
    expect((await server.request('/api/bookings/123', { token: customer })).status).toBe(404);
    expect((await server.request('/api/bookings/123')).status).toBe(401);
    const mine = await server.request('/api/bookings/my-bookings', { token: customer });
    expect(mine).toMatchObject({ status: 200, body: [] });
    const payments = await server.request('/api/payments/my-payments', { token: owner });
    expect(payments).toMatchObject({ status: 200, body: [] });
  });
});

/** The /api routers over the test server's database, in api.ts's order or rearranged. */
async function apiApp(arrange?: <T>(routers: T[]) => T[]) {
  const config = loadConfig({
    DATA_DIR: server.dataDir,
    PORT: '0',
    JWT_SECRET,
    SEED: 'none',
    SEARCH_WORKERS: '0',
  });
  const logger = createLogger('silent');
  const app = new Koa<AppState>();
  // The app's own engine: SQLite's connection, or the PostgreSQL database the server runs on.
  const engine = server.engine === 'sqlite' ? { db: server.db } : { database: server.database };
  const api = createApi({ ...engine, config, logger }, app, arrange);
  app.use(errorMiddleware(logger));
  app.use(bodyParser());
  app.use(api.routes);
  app.use(api.router.allowedMethods());
  const http = createServer(app.callback());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    ask: async (method: string, path: string, token?: string, json?: unknown) => {
      const answer = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: answer.status, body: await answer.text() };
    },
    close: async () => {
      await new Promise((resolve) => http.close(resolve));
      await api.close();
    },
  };
}

describe('the routers in reverse order', () => {
  it('answer every path as in api.ts’s order, words and ids alike', async () => {
    const hall = await desk.addHall('Noor Mahal');
    const date = addDays(todayInPakistan(), 3);
    const b = desk.businessId;
    // [method, path, who asks, the answer's status]
    const calls: [string, string, string | undefined, number][] = [
      [
        'GET',
        `/api/business/resources/available?date=${date}&startTime=18:00&endTime=22:00`,
        owner,
        200,
      ],
      ['GET', '/api/business/resources', owner, 200],
      ['GET', `/api/business/resources/${hall}`, owner, 200],
      ['GET', '/api/business/halls', owner, 200],
      ['GET', '/api/business/workers', owner, 200],
      ['GET', '/api/business/my-business', owner, 200],
      ['GET', `/api/business/${b}`, owner, 200],
      ['GET', `/api/business/${b}/owner`, undefined, 200],
      ['GET', `/api/business/${b}/resources`, owner, 200],
      ['GET', `/api/business/${b}/packages`, owner, 200],
      ['GET', `/api/business/${b}/services`, owner, 200],
      ['GET', `/api/business/${b}/stats`, owner, 200],
      ['GET', `/api/business/mapping/${desk.mappingId}/enhanced-stats`, owner, 200],
      ['GET', '/api/business/abc', owner, 404],
      ['POST', '/api/business/walkins', owner, 422],
      ['GET', '/api/bookings/business-requests', owner, 200],
      ['GET', '/api/bookings/business-bookings', owner, 200],
      ['GET', '/api/bookings/my-bookings', customer, 200],
      ['GET', '/api/bookings/123', customer, 404],
      ['GET', '/api/bookings/abc', customer, 404],
      ['GET', '/api/listings/search?text=mar', undefined, 200],
      ['GET', '/api/listings/business-types', undefined, 200],
      ['GET', `/api/slots/business/${b}`, owner, 200],
      ['GET', '/api/sync/calendar', owner, 200],
    ];
    const listed = await apiApp();
    const reversed = await apiApp((routers) => [...routers].reverse());
    try {
      for (const [method, path, token, status] of calls) {
        const json = method === 'POST' ? {} : undefined;
        const inOrder = await listed.ask(method, path, token, json);
        expect(inOrder.status, `${method} ${path}`).toBe(status);
        expect(await reversed.ask(method, path, token, json), `${method} ${path}`).toEqual(inOrder);
      }
    } finally {
      await listed.close();
      await reversed.close();
    }
  });
});
