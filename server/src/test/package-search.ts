// A test server with 120 demo vendors, and the package search asked page by page next to
// counts straight from the tables: what the package search tests compare.
import type { Params } from '../db/engine';
import { startTestServer, type TestServer } from './harness';
import { seedVendors } from './marketplace';

export async function startPackageServer(): Promise<TestServer> {
  const server = await startTestServer();
  await seedVendors(server, 120);
  return server;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and asserted on
export type Card = Record<string, any>;

/** Helpers on the test file's server, read on each call: the file starts it in beforeAll. */
export function packageSearch(server: () => TestServer) {
  const search = (query: string) => server().request(`/api/packages/search?${query}`);
  /** A `count(*) AS n` read from the tables, on either engine. */
  const count = async (sql: string, params: Params = {}) =>
    Number((await server().sql.get<{ n: number }>(sql, params))?.n);
  const livePackages = (condition = '1 = 1', params: Params = {}) =>
    count(
      `SELECT count(*) AS n FROM packages p JOIN businesses b ON b.id = p.business_id
       WHERE b.is_deleted = 0 AND ${condition}`,
      params,
    );

  /** Every card of a search, page by page. */
  async function everyCard(query: string, limit = 37): Promise<Card[]> {
    const cards: Card[] = [];
    for (let skip = 0; ; skip += limit) {
      const { body } = await search(`${query}&skip=${skip}&limit=${limit}`);
      cards.push(...body.packages);
      if (skip + limit >= body.total_count) return cards;
    }
  }

  return { search, count, livePackages, everyCard };
}
