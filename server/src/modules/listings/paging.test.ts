// Lists answer in pages (current_page, total_pages), so they take `page` as well as `skip`
//: page n of size l is the list from (n - 1) * l, over real demo vendors.
import { PAGE_AND_SKIP } from '@baraat/shared/schemas/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 30);
});
afterAll(() => server.close());

const ids = (list: { business_id?: number; package_id?: number }[]) =>
  list.map((item) => item.package_id ?? item.business_id);

describe('page as well as skip', () => {
  it('answers page 3 of the vendor search as skip 10, and says it is page 3', async () => {
    const byPage = await server.request('/api/listings/search?limit=5&page=3&sort=rating');
    const bySkip = await server.request('/api/listings/search?limit=5&skip=10&sort=rating');
    expect(byPage.status).toBe(200);
    expect(byPage.body.businesses).toHaveLength(5);
    expect(ids(byPage.body.businesses)).toEqual(ids(bySkip.body.businesses));
    expect(byPage.body).toMatchObject({
      current_page: 3,
      total_count: 30,
      total_pages: 6,
    });
    const first = await server.request('/api/listings/search?limit=5&page=1&sort=rating');
    const plain = await server.request('/api/listings/search?limit=5&sort=rating');
    expect(ids(first.body.businesses)).toEqual(ids(plain.body.businesses));
    expect(ids(first.body.businesses)).not.toEqual(ids(byPage.body.businesses));
  });

  it('answers a page past the end with no vendors and that page number', async () => {
    const past = await server.request('/api/listings/search?limit=10&page=9');
    expect(past.body).toMatchObject({ businesses: [], current_page: 9, total_pages: 3 });
  });

  it('pages the newest listings, the package search and the dashboard search the same way', async () => {
    for (const [path, key] of [
      ['/api/listings?limit=4', 'businesses'],
      ['/api/packages/search?limit=4', 'packages'],
      ['/api/businesses/search?limit=4', 'businesses'],
    ] as const) {
      const byPage = await server.request(`${path}&page=2`);
      const bySkip = await server.request(`${path}&skip=4`);
      expect(byPage.status, path).toBe(200);
      expect(byPage.body[key]).toHaveLength(4);
      expect(ids(byPage.body[key])).toEqual(ids(bySkip.body[key]));
      expect(byPage.body.current_page, path).toBe(2);
    }
  });

  it('refuses page with a skip that names another offset, and a page that is not 1 or more', async () => {
    const agreeing = await server.request('/api/listings/search?page=2&skip=20');
    expect(agreeing.body.current_page).toBe(2);
    const both = await server.request('/api/listings/search?page=2&skip=40');
    expect(both.status).toBe(422);
    expect(both.body.detail).toEqual([
      expect.objectContaining({ loc: ['query', 'page'], msg: PAGE_AND_SKIP }),
    ]);
    for (const page of ['0', '-1', '1.5', 'two', '99999999999']) {
      const answer = await server.request(`/api/packages/search?page=${page}`);
      expect(answer.status, page).toBe(422);
      expect(answer.body.detail[0].loc).toEqual(['query', 'page']);
    }
  });
});
