import { randomUUID } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOwner, GOOD_PASSWORD } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { undecompressableBody, unsupportedEncoding } from './body-parser';

let server: TestServer;
let customerToken: string;
let ownerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  customerToken = (await buildCustomer(server)).access_token;
  ownerToken = (await buildOwner(server)).access_token;
});
afterAll(() => server.close());

interface Route {
  method: string;
  path: string;
}

/** Every route the app's routers answer, read from the running app so none is forgotten. */
function routesOf(app: TestServer['app']): Route[] {
  const routes: Route[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      for (const method of layer.methods) routes.push({ method, path: String(layer.path) });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every parameter becomes 1. */
const urlOf = (pattern: string) => pattern.replace(/:\w+(\([^)]*\))?/g, '1').replace(/[{}]/g, '');

async function send(route: Route, body: Uint8Array | string, encoding: string, token?: string) {
  const response = await fetch(`${server.url}${urlOf(route.path)}`, {
    method: route.method,
    headers: {
      'Content-Type': 'application/json',
      'Content-Encoding': encoding,
      'Idempotency-Key': randomUUID(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads answers loosely and asserts on them
  const answer: any = await response.json();
  return { status: response.status, body: answer };
}

/** Sends as a customer, and as an owner where the route is the owner's. */
async function sendSignedIn(route: Route, body: Uint8Array | string, encoding: string) {
  const asCustomer = await send(route, body, encoding, customerToken);
  return asCustomer.status === 403 ? send(route, body, encoding, ownerToken) : asCustomer;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

describe('a body that is not what its Content-Encoding claims', () => {
  it('answers 400 with a detail on every body route, for gzip and deflate', async () => {
    const bodyRoutes = routesOf(server.app).filter((route) => BODY_METHODS.has(route.method));
    // The attack run counted 16 body routes; new ones join this list by themselves.
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(16);
    const answers: string[] = [];
    for (const route of bodyRoutes) {
      for (const encoding of ['gzip', 'deflate']) {
        const { status, body } = await sendSignedIn(route, '{"not": "compressed"}', encoding);
        answers.push(`${route.method} ${route.path} ${encoding}: ${status} ${body.detail}`);
      }
    }
    expect(answers).toEqual(
      bodyRoutes.flatMap((route) =>
        ['gzip', 'deflate'].map(
          (encoding) =>
            `${route.method} ${route.path} ${encoding}: 400 ${undecompressableBody(encoding)}`,
        ),
      ),
    );
  });

  it('never answers 500 on a DELETE route, whose body is not read', async () => {
    const deletes = routesOf(server.app).filter((route) => route.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    for (const route of deletes) {
      const { status } = await sendSignedIn(route, '{"not": "compressed"}', 'gzip');
      expect(status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('answers 400 for a gzip body cut short and for a br lie', async () => {
    const login = { method: 'POST', path: '/api/auth/login' };
    const cut = gzipSync('{"username": "a", "password": "b"}').subarray(0, 12);
    expect(await send(login, cut, 'gzip')).toEqual({
      status: 400,
      body: { detail: undecompressableBody('gzip') },
    });
    expect(await send(login, '{}', 'br')).toEqual({
      status: 400,
      body: { detail: undecompressableBody('br') },
    });
  });

  it('answers 415 naming an encoding it does not know', async () => {
    const login = { method: 'POST', path: '/api/auth/login' };
    expect(await send(login, '{}', 'zstd')).toEqual({
      status: 415,
      body: { detail: unsupportedEncoding('zstd') },
    });
  });
});

describe('a compressed body that is what it claims', () => {
  it('signs in with a gzip JSON body and a deflate form body', async () => {
    const customer = await buildCustomer(server);
    const login = { method: 'POST', path: '/api/auth/login' };
    const json = JSON.stringify({ username: customer.payload.email, password: GOOD_PASSWORD });
    const gzipped = await send(login, gzipSync(json), 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.body.user.user_id).toBe(customer.user.user_id);

    const form = new URLSearchParams({
      username: customer.payload.username,
      password: GOOD_PASSWORD,
    });
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Encoding': 'deflate',
      },
      body: deflateSync(form.toString()),
    });
    expect(response.status).toBe(200);
  });
});
