import { searchQuerySchema } from '@baraat/shared/schemas/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';
import { createSearchRunner } from './search-pool';
import { createListingsService } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_WORKERS: '2' });
  await seedVendors(server, 60);
});
afterAll(() => server.close());

const QUERIES = ['', 'text=mar', 'city=Lahore&sort=rating', 'min_price=100000&skip=5&limit=7'];

describe('searches on worker threads', () => {
  it('answer exactly what the main thread would, for every query shape', async () => {
    const listings = createListingsService(server.db);
    for (const query of QUERIES) {
      const answer = await server.request(`/api/listings/search?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      expect(answer.body).toEqual(JSON.parse(JSON.stringify(listings.search(parsed))));
    }
    // Answered by the workers, not by the in-process fallback.
    expect(server.logs.filter((line) => String(line.msg).startsWith('search worker'))).toEqual([]);
  });

  it('send a bad search back as the same 422, and take 20 at once', async () => {
    const bad = await server.request('/api/listings/search?type=Astrologer');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      detail: [expect.objectContaining({ loc: ['query', 'type'] })],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.request(`/api/listings/search?skip=${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.businesses[0].business_id)).size).toBe(20);
  });

  it('fall back to the main thread when a worker cannot open the database', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => logs.push(JSON.parse(line)) });
    const runner = createSearchRunner(server.db, {
      databaseFile: '/nonexistent/baraat/app.db',
      workers: 1,
      logger,
    });
    try {
      const answer = JSON.parse(await runner.search(searchQuerySchema.parse({})));
      expect(answer.total_count).toBe(60);
      await expect.poll(() => logs.some((l) => String(l.msg).includes('in-process'))).toBe(true);
      expect(JSON.parse(await runner.search(searchQuerySchema.parse({}))).total_count).toBe(60);
    } finally {
      await runner.close();
    }
  });
});
