import path from 'node:path';
import { searchQuerySchema } from '@baraat/shared/schemas/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';
import { createSearchRunner } from './pool';
import { createSearchService } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_WORKERS: '2' });
  await seedVendors(server, 60);
});
afterAll(() => server.close());

const QUERIES = ['', 'text=mar', 'city=Lahore&sort=rating', 'min_price=100000&skip=5&limit=7'];
const parse = (query: string) =>
  searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

function runner(databaseFile: string, workers: number) {
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => logs.push(JSON.parse(line)) });
  return { logs, searches: createSearchRunner(server.db, { databaseFile, workers, logger }) };
}

describe('searches on worker threads', () => {
  it('are answered by the workers exactly as the main thread would answer them', async () => {
    const { searches } = runner(path.join(server.dataDir, 'app.db'), 2);
    try {
      await expect.poll(() => searches.stats().ready, { timeout: 10_000 }).toBe(2);
      const inProcess = createSearchService(server.db);
      for (const query of QUERIES) {
        expect(JSON.parse(await searches.search(parse(query)))).toEqual(
          JSON.parse(JSON.stringify(inProcess.search(parse(query)))),
        );
      }
      expect(searches.stats().answered).toBe(QUERIES.length);
    } finally {
      await searches.close();
    }
  });

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

  it('run on the main thread while no worker can start, and after closing', async () => {
    const { searches, logs } = runner('/nonexistent/baraat/app.db', 1);
    try {
      expect(JSON.parse(await searches.search(parse(''))).total_count).toBe(60);
      // Under load the failing worker can take longer than poll's default second to stop.
      await expect
        .poll(() => logs.some((l) => l.msg === 'search worker stopped'), { timeout: 10_000 })
        .toBe(true);
      expect(searches.stats()).toMatchObject({ ready: 0, answered: 0 });
      expect(JSON.parse(await searches.search(parse(''))).total_count).toBe(60);
    } finally {
      await searches.close();
    }
    expect(JSON.parse(await searches.search(parse('city=Lahore'))).total_count).toBeGreaterThan(0);
  });
});
