// Searches over HTTP on a server started with search workers: on SQLite they run on the worker
// threads, on PostgreSQL in the database (docs/architecture.md#10-two-engines); the answers are
// the same. The worker threads themselves are pool.sqlite.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_WORKERS: '2' });
  await seedVendors(server, 60);
});
afterAll(() => server.close());

describe('searches with workers', () => {
  it('come back over HTTP as JSON, a bad one as the same 422, and 20 at once', async () => {
    const good = await server.request('/api/listings/search?text=mar');
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toContain('application/json');
    const bad = await server.request('/api/listings/search?type=Astrologer');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ detail: [expect.objectContaining({ loc: ['query', 'type'] })] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.request(`/api/listings/search?skip=${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.businesses[0].business_id)).size).toBe(20);
  });
});
