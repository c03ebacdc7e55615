import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

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
