import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { firstSegment, routesBySegment } from './routes-by-segment';

describe('firstSegment', () => {
  it('names a literal first segment, lower-cased, and nothing for one that could be any', () => {
    expect(firstSegment('/api/businesses/:id/slots', '/api')).toBe('businesses');
    expect(firstSegment('/api/Health', '/api')).toBe('health');
    expect(firstSegment('/api/:kind/list', '/api')).toBeUndefined();
    expect(firstSegment('/api/item{s}/list', '/api')).toBeUndefined();
    expect(firstSegment('/api{/*rest}', '/api')).toBeUndefined();
    expect(firstSegment(/^\/api\/x/, '/api')).toBeUndefined();
  });
});

describe('routers it does not split', () => {
  it('refuses a router that matches by host, exclusively, or on another path than ctx.path', () => {
    expect(() => routesBySegment(new Router({ prefix: '/api', host: 'example.com' }))).toThrow();
    expect(() => routesBySegment(new Router({ prefix: '/api', exclusive: true }))).toThrow();
    expect(() => routesBySegment(new Router({ prefix: '/api', routerPath: '/x' }))).toThrow();
    expect(() => routesBySegment(new Router({ prefix: '/api' }))).not.toThrow();
  });
});

describe('dispatch by segment', () => {
  const router = new Router({ prefix: '/api' });
  router.get('/things/special', (ctx) => {
    ctx.body = 'special thing';
  });
  router.get('/things/:id', (ctx) => {
    ctx.body = `thing ${ctx.params.id}`;
  });
  // A parameter first: it could match any segment, so every segment tries it, in its place.
  router.get('/:any/echo', (ctx) => {
    ctx.body = `echo ${ctx.params.any}`;
  });
  router.get('/:any/deep/:n', (ctx) => {
    ctx.body = `deep ${ctx.params.any} ${ctx.params.n}`;
  });
  router.get('/other/echo', (ctx) => {
    ctx.body = 'other echo, shadowed by /:any/echo registered before it';
  });
  router.get('/other/:id', (ctx) => {
    ctx.body = `other ${ctx.params.id}`;
  });
  // A module's router as the app mounts them: a middleware for all its paths, and a param check.
  const items = new Router({ prefix: '/items' });
  items.param('id', (id, ctx, next) => (/^\d+$/.test(id) ? next() : ctx.throw(404)));
  items.use((ctx, next) => {
    ctx.set('X-Items', 'seen');
    return next();
  });
  items.get('/:id', (ctx) => {
    ctx.body = `item ${ctx.params.id}`;
  });
  items.get('/:id/parts/:part', (ctx) => {
    ctx.body = `item ${ctx.params.id} part ${ctx.params.part}`;
  });
  router.use(items.routes());
  const app = new Koa();
  app.use(routesBySegment(router).routes);
  app.use(router.allowedMethods());
  let url = '';
  let server: ReturnType<typeof app.listen>;
  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = async (path: string, method = 'GET') => {
    const response = await fetch(`${url}${path}`, { method });
    return { status: response.status, text: await response.text() };
  };

  it('answers each path with the route the whole router would have chosen', async () => {
    expect(await get('/api/things/special')).toEqual({ status: 200, text: 'special thing' });
    expect(await get('/api/things/7')).toEqual({ status: 200, text: 'thing 7' });
    expect(await get('/api/THINGS/7')).toEqual({ status: 200, text: 'thing 7' });
    expect(await get('/api/things/echo')).toEqual({ status: 200, text: 'thing echo' });
    expect(await get('/api/other/echo')).toEqual({ status: 200, text: 'echo other' });
    expect(await get('/api/nowhere/echo')).toEqual({ status: 200, text: 'echo nowhere' });
    expect(await get('/api/other/3')).toEqual({ status: 200, text: 'other 3' });
    expect(await get('/api/things/deep/2')).toEqual({ status: 200, text: 'deep things 2' });
    expect(await get('/api/other/deep/2')).toEqual({ status: 200, text: 'deep other 2' });
  });

  it('runs a router’s own middleware and param checks before its routes, in order', async () => {
    const item = await fetch(`${url}/api/items/5`);
    expect(await item.text()).toBe('item 5');
    expect(item.headers.get('x-items')).toBe('seen');
    expect(await get('/api/items/5/parts/wheel')).toEqual({
      status: 200,
      text: 'item 5 part wheel',
    });
    expect((await get('/api/items/five')).status).toBe(404);
    const head = await fetch(`${url}/api/items/5`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-items')).toBe('seen');
  });

  it('leaves unknown paths to what follows, and wrong methods to allowedMethods', async () => {
    expect((await get('/api/nowhere')).status).toBe(404);
    expect((await get('/elsewhere/things/7')).status).toBe(404);
    const wrongMethod = await fetch(`${url}/api/things/7`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('HEAD, GET');
  });
});

describe('the /api routes split by segment', () => {
  let server: TestServer;
  let api: Router;
  beforeAll(async () => {
    server = await startTestServer();
    const withRouter = server.app.middleware.find(
      (middleware) => (middleware as { router?: Router }).router,
    );
    api = (withRouter as unknown as { router: Router }).router;
  });
  afterAll(() => server.close());

  /** Concrete paths for a route pattern: its parameters as digits, and as a word. */
  const pathsOf = (pattern: string) =>
    ['1', 'word'].map((value) => pattern.replace(/:\w+/g, value).replace(/[{}]/g, ''));

  it('tries, for every route’s path and method, the routes the whole router matches', () => {
    const { routesFor } = routesBySegment(api);
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    let checked = 0;
    for (const layer of api.stack) {
      for (const path of pathsOf(String(layer.path))) {
        const tried = routesFor(path);
        expect(tried.length).toBeLessThanOrEqual(api.stack.length);
        for (const method of methods) {
          const whole = api.match(path, method);
          const matched = tried.filter((route) => route.match(path));
          expect(matched, `${method} ${path}`).toEqual(whole.path);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('has a vendor’s slots of a day walk a handful of routes, not all of them', () => {
    const { routesFor } = routesBySegment(api);
    expect(api.stack.length).toBeGreaterThan(100);
    expect(routesFor('/api/businesses/1/slots').length).toBeLessThan(10);
  });

  it('answers through the app as before: a route, a 404 and a 405', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    expect((await server.request('/api/nothing-here')).status).toBe(404);
    const wrongMethod = await server.request('/api/health', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ detail: 'Method Not Allowed' });
  });
});
