// The comparison's package search on both engines (docs/architecture.md#10-two-engines): the same
// vendors and packages written to a SQLite file and to PostgreSQL give the same pages, in the
// same order, with the same availability, whatever the filters and sort; and on each engine
// the two price plans (walking prices, sorting a vendor's packages) agree.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { packageSearchQuerySchema } from '@baraat/shared/schemas/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/dialect';
import type { Database, Step } from '../../db/engine';
import { NOW } from '../../test/desk-rows';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { createPackageSearch, type PackageFilters } from './repo';
import { createPackagesService } from './service';

/** 18 vendors across three cities and three business types; every fifth one deleted. */
function* marketplace(): Step<void> {
  const today = todayInPakistan();
  for (let n = 0; n < 18; n += 1) {
    const business = yield* insertedId(
      `INSERT INTO businesses (business_name, slug, city_id, business_type_id, rating,
         review_count, business_phone, is_deleted, created_at, modified_at)
       VALUES (@name, @slug, @city, @type, @rating, @reviews, @phone, @deleted, @now, @now)`,
      {
        name: `Vendor ${n}`,
        slug: n === 3 ? '' : `vendor-${n}`,
        city: (n % 3) + 1,
        type: [1, 2, 5][n % 3 === 0 ? 0 : (n % 4) % 3],
        rating: [4.5, 3, 5, 4.5, 2.5, 4][n % 6],
        reviews: n % 4,
        phone: `0300${n}`,
        deleted: n % 5 === 4 ? 1 : 0,
        now: NOW,
      },
    );
    for (let k = 0; k < 1 + (n % 3); k += 1) {
      yield* insertedId(
        `INSERT INTO packages (business_id, package_name, price, max_guests, features,
           is_popular, created_at, modified_at)
         VALUES (@business, @name, @price, @guests, '["Stage"]', @popular, @now, @now)`,
        {
          business,
          name: `Package ${n}.${k}`,
          // Repeated prices, so the order's tie-break by id is exercised.
          price: 50000 * (((n * 7 + k * 3) % 9) + 1),
          guests: 100 * (((n + k) % 5) + 1),
          popular: (n + k) % 4 === 0 ? 1 : 0,
          now: NOW,
        },
      );
    }
    // Open slots: none, a few (limited) or many, some past the window or reserved.
    for (let s = 0; s < n % 6; s += 1) {
      yield* insertedId(
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, is_reserved,
           created_at, modified_at)
         VALUES (@business, 'Evening', @date, '18:00', '23:00', @reserved, @now, @now)`,
        {
          business,
          date: addDays(today, 2 + s * 9),
          reserved: s === 1 && n % 2 === 0 ? 1 : 0,
          now: NOW,
        },
      );
    }
  }
}

const QUERIES = [
  '',
  'sort=popularity&limit=7&skip=3',
  'sort=rating&limit=100',
  'sort=price-asc&limit=100',
  'sort=price-desc&limit=5&skip=4',
  'sort=price-asc&city=Lahore',
  'sort=price-desc&category=Marriage%20Marquee&max_guests=300',
  'sort=popularity&min_rating=4&min_price=100000&max_price=300000',
  'sort=rating&category=1&city=1&limit=3',
  'sort=price-asc&max_price=1',
];

describe('the package search on SQLite and PostgreSQL', () => {
  /** SQLite's database, then PostgreSQL's, each holding the same marketplace. */
  let both: TestDatabase[] = [];
  const sqlite = () => both[0]!.database;
  const postgres = () => both[1]!.database;

  beforeAll(async () => {
    both = await Promise.all(ENGINES.map(openTestDatabase));
    for (const test of both) await test.database.transaction(marketplace);
  });
  afterAll(() => Promise.all(both.map((test) => test.close())));

  const searchOn = (database: Database, query: string) =>
    createPackagesService(database).search(
      packageSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    );

  it.each(QUERIES)('answers “%s” alike', async (query) => {
    const fromSqlite = await searchOn(sqlite(), query);
    expect(await searchOn(postgres(), query)).toEqual(fromSqlite);
    if (query === 'sort=price-asc&max_price=1') expect(fromSqlite.packages).toEqual([]);
    else expect(fromSqlite.packages.length).toBeGreaterThan(0);
  });

  it('shows every availability, and the tie-break of equal prices, on both', async () => {
    const every = await searchOn(postgres(), 'sort=price-asc&limit=100');
    expect(new Set(every.packages.map((card) => card.availability_status))).toEqual(
      new Set(['available', 'limited', 'unavailable']),
    );
    const prices = every.packages.map((card) => card.price);
    expect(new Set(prices).size).toBeLessThan(prices.length);
    expect(every.packages.some((card) => card.business_slug.startsWith('business-'))).toBe(true);
  });

  it.each<[string, PackageFilters]>([
    ['no filter', {}],
    ['a price range', { minPrice: 100000, maxPrice: 300000 }],
    ['guests', { minGuests: 300 }],
    ['a city and a rating', { cityId: 1, minRating: 3 }],
  ])('walks prices and sorts vendors’ packages to the same pages with %s', async (_, filters) => {
    const walk = createPackageSearch({ sortMax: -1, walkShare: Infinity });
    const sort = createPackageSearch({ sortMax: Infinity, walkShare: 0 });
    for (const database of [sqlite(), postgres()]) {
      for (const order of ['price-asc', 'price-desc'] as const) {
        for (const skip of [0, 3]) {
          const walked = await database.read(walk.search(filters, order, skip, 4));
          expect(walked.ids.length).toBeGreaterThan(0);
          expect(await database.read(sort.search(filters, order, skip, 4))).toEqual(walked);
        }
      }
    }
  });
});
