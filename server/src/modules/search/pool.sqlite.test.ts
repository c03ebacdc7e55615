// The search worker threads, which only SQLite has (docs/architecture.md#10-two-engines): each
// opens its own read connection on the SQLite file, so these cases run on SQLite alone. How the
// searches come back over HTTP, on either engine, is pool.test.ts.
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
  server = await startTestServer();
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
