// What the plain-reads lane (plain-reads.ts) answers itself and what it leaves to the app: a
// plain read's GET with digits for its id and input its schemas take is answered by the lane;
// every other request reaches the app as it came, and an answer to compress reaches it with
// the answer the lane read, which the route then sends without reading again.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import type { AppState } from './context';
import { digitsOnlyIds } from './id-param';
import { type PlainReads, plainReadsLane } from './plain-reads';
import { mountRoutes, plainReadsOf } from './route';
import { routesBySegment } from './routes-by-segment';

const reads: number[] = [];
const plainRead = plainReadsOf<{ size: number }>();
const routes = [
  plainRead(
    {
      method: 'get',
      path: '/things/:id',
      tag: 'Things',
      summary: 'A thing',
      access: 'public',
      params: idParamSchema,
      query: z.object({ long: z.enum(['yes', 'no']).optional() }),
      responses: { 200: z.object({ id: z.number() }) },
    },
    async ({ params, query }, { size }) => {
      reads.push(params.id);
      if (params.id === 13) throw new Error('unlucky');
      return { id: params.id, text: query.long === 'yes' ? 'x'.repeat(size) : '' };
    },
  ),
];

let url: string;
let close: () => void;
/** The requests the lane left to the app: method and URL. */
const leftToApp: string[] = [];
/** The lines of the lane's logger, at debug. */
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  const api = new Router<AppState>({ prefix: '/api' });
  const plainReads: PlainReads = new Map();
  const infrastructure = { guards: {} as never, idempotency: {} as never, plainReads };
  api.use(digitsOnlyIds(mountRoutes(routes, { size: 2000 }, infrastructure)).routes());
  const { routes: dispatch, routesFor } = routesBySegment(api);
  const app = new Koa<AppState>();
  // Koa's own answer to a thrown error, without its line on stderr.
  app.silent = true;
  app.use((ctx, next) => {
    leftToApp.push(`${ctx.method} ${ctx.url}`);
    return next();
  });
  app.use(dispatch);
  const koa = app.callback();
  const lane = plainReadsLane({
    prefix: '/api',
    routesFor,
    plainReads,
    logger: createLogger('debug', { write: (line: string) => logged.push(JSON.parse(line)) }),
    firstHeaders: [],
    app: (req: IncomingMessage, res: ServerResponse) => koa(req, res),
  });
  const server = createServer(lane);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function call(path: string, init: RequestInit = {}) {
  leftToApp.length = 0;
  reads.length = 0;
  const answer = await fetch(`${url}${path}`, init);
  return {
    status: answer.status,
    text: await answer.text(),
    app: [...leftToApp],
    reads: [...reads],
  };
}

describe('the plain-reads lane', () => {
  it('answers a plain read itself, reading once, with the app’s log line', async () => {
    logged.length = 0;
    const answer = await call('/api/things/7');
    expect(answer).toMatchObject({ status: 200, app: [], reads: [7] });
    expect(JSON.parse(answer.text)).toEqual({ id: 7, text: '' });
    expect(logged).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request',
        method: 'GET',
        path: '/api/things/7',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('leaves the app other methods, words for ids, refused input and bodies', async () => {
    expect((await call('/api/things/7', { method: 'HEAD' })).app).toEqual(['HEAD /api/things/7']);
    expect((await call('/api/things/seven')).app).toEqual(['GET /api/things/seven']);
    expect(await call('/api/things/7?long=maybe')).toMatchObject({
      status: 422,
      app: ['GET /api/things/7?long=maybe'],
      reads: [],
    });
    expect((await call('/api/things/7', { method: 'POST', body: '{}' })).app).toHaveLength(1);
    expect((await call('/API/things/7')).app).toEqual(['GET /API/things/7']);
  });

  it('leaves a failed read to the app, which reads again and answers as it answers errors', async () => {
    expect(await call('/api/things/13')).toMatchObject({
      status: 500,
      app: ['GET /api/things/13'],
      reads: [13, 13],
    });
  });

  it('hands an answer to compress to the app with the answer read', async () => {
    const answer = await call('/api/things/8?long=yes', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer).toMatchObject({ status: 200, app: ['GET /api/things/8?long=yes'], reads: [8] });
    expect(JSON.parse(answer.text)).toEqual({ id: 8, text: 'x'.repeat(2000) });
  });
});
