// What the document says of each operation is what its route does, for every operation: a route
// is registered from its declaration (http/route.ts), and this holds the declaration to it. An
// operation the document says needs a signed-in caller answers an anonymous call 401 and the
// other role 403; one that takes an Idempotency-Key refuses a malformed key with 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, declaredRoutes } from '../api-routes';
import { buildCalendarOwner } from '../test/calendar';
import { buildCustomer } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import type { Access, ApiOperation } from './operation';

let server: TestServer;
let tokens: { customer: string; owner: string };
beforeAll(async () => {
  server = await startTestServer();
  const [customer, owner] = await Promise.all([buildCustomer(server), buildCalendarOwner(server)]);
  tokens = { customer: customer.access_token, owner: owner.token };
});
afterAll(() => server.close());

const SIGNED_IN: Access[] = ['user', 'customer', 'business'];

/** The operation's address with every parameter a digit id. */
const addressOf = (op: ApiOperation) => `/api${op.path.replace(/:\w+/g, '1')}`;
const named = (op: ApiOperation) => `${op.method} ${op.path}`;

async function answers(ops: ApiOperation[], options: (op: ApiOperation) => object) {
  const found: string[] = [];
  for (const op of ops) {
    const body = op.method === 'get' || op.method === 'delete' ? {} : { json: {} };
    const answer = await server.request(addressOf(op), {
      method: op.method.toUpperCase(),
      ...body,
      ...options(op),
    });
    found.push(`${named(op)} ${answer.status}`);
  }
  return found;
}

describe('every declared operation does what the document says of it', () => {
  it('answers an anonymous call 401 where it needs a signed-in caller', async () => {
    const ops = apiOperations().filter((op) => SIGNED_IN.includes(op.access));
    expect(ops.length).toBeGreaterThan(80);
    expect(await answers(ops, () => ({}))).toEqual(ops.map((op) => `${named(op)} 401`));
  });

  it("answers the other role's call 403 where it needs one role", async () => {
    const ops = apiOperations().filter(
      (op) => op.access !== 'user' && SIGNED_IN.includes(op.access),
    );
    const other = (op: ApiOperation) => (op.access === 'customer' ? tokens.owner : tokens.customer);
    expect(await answers(ops, (op) => ({ token: other(op) }))).toEqual(
      ops.map((op) => `${named(op)} 403`),
    );
  });

  it('refuses a malformed Idempotency-Key with 400 where it takes one', async () => {
    // A route with middleware of its own (the path's business is the caller's) may refuse first.
    const ops = declaredRoutes()
      .flat()
      .filter((route) => route.op.idempotent && !route.use)
      .map((route) => route.op);
    expect(ops.length).toBeGreaterThan(10);
    const own = (op: ApiOperation) => (op.access === 'customer' ? tokens.customer : tokens.owner);
    const found = await answers(ops, (op) => ({
      token: own(op),
      headers: { 'Idempotency-Key': 'not a key' },
    }));
    expect(found).toEqual(ops.map((op) => `${named(op)} 400`));
  });
});
