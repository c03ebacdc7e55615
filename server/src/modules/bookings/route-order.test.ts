// No path under /bookings or /payments can fall into a route meant for an id (issue 9: the
// customer-only GET /bookings/:id answered an owner's /bookings/business-requests with 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let owner: string;
let customer: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = (await buildOwner(server)).access_token;
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
