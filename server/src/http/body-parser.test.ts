import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOwner, GOOD_PASSWORD } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import {
  MAX_BODY_DEPTH,
  nestedTooDeeply,
  nestsTooDeeply,
  undecompressableBody,
  unsupportedEncoding,
} from './body-parser';

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

describe('a body nested thousands of levels deep', () => {
  it('answers 400 with the depth limit on every idempotent write, never 500', async () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const body = `{"a":${deep}}`;
    const bodyRoutes = routesOf(server.app).filter((route) => BODY_METHODS.has(route.method));
    const answers = new Set<string>();
    for (const route of bodyRoutes) {
      const { status, body: answer } = await sendSignedIn(route, body, 'identity');
      answers.add(`${status} ${answer.detail}`);
    }
    expect([...answers]).toEqual([`400 ${nestedTooDeeply}`]);
  });

  it('still takes a body at the limit', async () => {
    let nested: unknown = 1;
    for (let i = 1; i < MAX_BODY_DEPTH; i += 1) nested = [nested];
    expect(nestsTooDeeply({ a: nested })).toBe(false);
    expect(nestsTooDeeply({ a: [nested] })).toBe(true);
    // A login whose extra field nests to the limit is read, and refused only for its password.
    const { status } = await send(
      { method: 'POST', path: '/api/auth/login' },
      JSON.stringify({ username: 'nobody@example.pk', password: 'x', extra: nested }),
      'identity',
    );
    expect(status).toBe(401);
  });
});

describe('a gzip body that inflates past the limit', () => {
  it('answers 413 with Connection: close and closes the connection', async () => {
    // 64 MB of zeros gzip to ~64 KB: refused after 1 MB inflated, the rest left unread.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        'Content-Type: application/json\r\nContent-Encoding: gzip\r\n' +
        `Content-Length: ${bomb.length}\r\n\r\n`,
    );
    socket.write(bomb);
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3000)),
    ]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(timedOut).toBe(false);
  });

  it('keeps the connection of an ordinary refusal open', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined; socket: unknown }>(
        (resolve, reject) => {
          const request = httpRequest(`${server.url}/api/no-such-route`, { agent }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                connection: response.headers.connection,
                socket: request.socket,
              }),
            );
          });
          request.on('error', reject);
          request.end();
        },
      );
    const first = await get();
    const second = await get();
    agent.destroy();
    expect(first.status).toBe(404);
    expect(first.connection).toBe('keep-alive');
    expect(second.socket).toBe(first.socket);
  });
});
