import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../test/harness';
import { requestLogger } from './request-logger';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('request log at info (production)', () => {
  it('leaves out answers that succeeded and keeps refusals', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    expect((await server.request('/api/bookings/my-bookings')).status).toBe(401);
    const lines = server.logs.filter((line) => line.msg === 'request');
    expect(lines.map((line) => line.path)).not.toContain('/api/health');
    expect(lines).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/bookings/my-bookings', status: 401 }),
    );
  });
});

describe('request log above info', () => {
  it('writes no request line at warn, and follows a level changed while running', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('warn', { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = new Koa();
    app.use(requestLogger(logger));
    app.use((ctx) => {
      ctx.status = 401;
    });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/refused`;
    try {
      expect((await fetch(url)).status).toBe(401);
      expect(lines).toEqual([]);
      logger.level = 'info';
      expect((await fetch(url)).status).toBe(401);
      expect(lines).toEqual([expect.objectContaining({ msg: 'request', status: 401 })]);
    } finally {
      listening.close();
    }
  });
});
