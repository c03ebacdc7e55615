import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';
import { createPackagesRepo, type PackageFilters } from './repo';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 120);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and asserted on
type Card = Record<string, any>;
const search = (query: string) => server.request(`/api/packages/search?${query}`);
const count = (sql: string, ...params: unknown[]) =>
  (server.db.prepare(sql).get(...params) as { n: number }).n;
const livePackages = (condition = '1', ...params: unknown[]) =>
  count(
    `SELECT count(*) AS n FROM packages p JOIN businesses b ON b.id = p.business_id
     WHERE b.is_deleted = 0 AND ${condition}`,
    ...params,
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

function isSorted<T>(values: T[], inOrder: (a: T, b: T) => boolean): boolean {
  return values.every((value, i) => i === 0 || inOrder(values[i - 1]!, value));
}

describe('GET /packages/search', () => {
  it('lists the packages of live vendors, 20 at a time, most popular first', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    const total = livePackages();
    expect(total).toBeGreaterThan(240);
    expect(body).toMatchObject({
      total_count: total,
      current_page: 1,
      total_pages: Math.ceil(total / 20),
    });
    expect(body.packages).toHaveLength(20);
    const card = body.packages[0];
    expect(Object.keys(card)).toEqual(
      expect.arrayContaining([
        'package_id',
        'package_name',
        'package_desc',
        'price',
        'duration_hours',
        'max_guests',
        'features',
        'is_popular',
        'business_id',
        'business_name',
        'business_slug',
        'business_city',
        'business_rating',
        'business_phone',
        'category',
        'availability_status',
        'advance_booking_days',
      ]),
    );
    expect(Array.isArray(card.features)).toBe(true);
    const stored = server.db
      .prepare(
        `SELECT p.price, p.max_guests, b.business_name, b.slug FROM packages p
         JOIN businesses b ON b.id = p.business_id WHERE p.id = ?`,
      )
      .get(card.package_id) as Record<string, unknown>;
    expect(card).toMatchObject({
      price: stored.price,
      max_guests: stored.max_guests,
      business_name: stored.business_name,
      business_slug: stored.slug,
    });
  });

  it('leaves out the packages of a deleted vendor', async () => {
    const before = (await search('')).body.total_count as number;
    const { body } = await search('sort=price-asc&limit=1');
    const victim = body.packages[0].business_id as number;
    const own = count('SELECT count(*) AS n FROM packages WHERE business_id = ?', victim);
    server.db.prepare('UPDATE businesses SET is_deleted = 1 WHERE id = ?').run(victim);
    try {
      expect((await search('')).body.total_count).toBe(before - own);
      const cards = await everyCard('sort=price-asc', 100);
      expect(cards.some((card) => card.business_id === victim)).toBe(false);
    } finally {
      server.db.prepare('UPDATE businesses SET is_deleted = 0 WHERE id = ?').run(victim);
    }
    expect((await search('')).body.total_count).toBe(before);
  });
});

describe('GET /packages/search filters', () => {
  it('filters by business type name (any case) or id, and treats "all" as no filter', async () => {
    const byName = await search('category=wedding%20photography&limit=100');
    const byId = await search('category=2&limit=100');
    expect(byName.body.total_count).toBe(livePackages('b.business_type_id = 2'));
    expect(byName.body.packages.every((c: Card) => c.category === 'Wedding Photography')).toBe(
      true,
    );
    expect(byId.body.total_count).toBe(byName.body.total_count);
    expect((await search('category=all')).body.total_count).toBe(livePackages());
  });

  it('filters by city', async () => {
    const { body } = await search('city=Lahore&limit=100');
    expect(body.total_count).toBe(livePackages('b.city_id = 2'));
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.packages.every((c: Card) => c.business_city === 'Lahore')).toBe(true);
  });

  it('keeps prices within the range, both ends included', async () => {
    const { body: cheapest } = await search('sort=price-asc&limit=1');
    const low = cheapest.packages[0].price as number;
    const cards = await everyCard(`min_price=${low}&max_price=${low + 100000}`);
    expect(cards.length).toBe(livePackages('p.price BETWEEN ? AND ?', low, low + 100000));
    expect(cards.some((card) => card.price === low)).toBe(true);
    expect(cards.every((card) => card.price >= low && card.price <= low + 100000)).toBe(true);
  });

  it('filters by minimum rating and by guests the package fits', async () => {
    const rated = await everyCard('min_rating=4');
    expect(rated.length).toBe(livePackages('b.rating >= 4'));
    expect(rated.every((card) => card.business_rating >= 4)).toBe(true);

    const large = await everyCard('max_guests=400');
    expect(large.length).toBe(livePackages('p.max_guests >= 400'));
    expect(large.every((card) => card.max_guests >= 400)).toBe(true);
  });

  it('combines every filter', async () => {
    const query = 'category=Marriage%20Marquee&city=3&min_price=0&max_price=1000000&min_rating=3';
    const cards = await everyCard(`${query}&max_guests=300`);
    const expected = livePackages(
      `b.business_type_id = 1 AND b.city_id = 3 AND p.price <= 1000000 AND b.rating >= 3
       AND p.max_guests >= 300`,
    );
    expect(cards.length).toBe(expected);
    for (const card of cards) {
      expect(card).toMatchObject({ category: 'Marriage Marquee', business_city: 'Islamabad' });
      expect(card.business_rating).toBeGreaterThanOrEqual(3);
      expect(card.max_guests).toBeGreaterThanOrEqual(300);
    }
  });

  it('answers a search that matches nothing with an empty page', async () => {
    const { status, body } = await search('min_price=99999999');
    expect(status).toBe(200);
    expect(body).toEqual({ packages: [], total_count: 0, current_page: 1, total_pages: 0 });
  });
});

describe('GET /packages/search sorting', () => {
  it('sorts by price, lowest or highest first', async () => {
    const ascending = await everyCard('sort=price-asc', 50);
    expect(ascending).toHaveLength(livePackages());
    expect(isSorted(ascending, (a, b) => a.price <= b.price)).toBe(true);
    const descending = await everyCard('sort=price-desc', 50);
    expect(isSorted(descending, (a, b) => a.price >= b.price)).toBe(true);
  });

  it.each([
    ['city=Lahore', (c: Card) => c.business_city === 'Lahore'],
    ['max_guests=400', (c: Card) => c.max_guests >= 400],
    ['min_rating=4', (c: Card) => c.business_rating >= 4],
    ['category=Catering%20Service', (c: Card) => c.category === 'Catering Service'],
    [
      'category=1&city=2',
      (c: Card) => c.category === 'Marriage Marquee' && c.business_city === 'Lahore',
    ],
  ])('keeps the price order with %s, walking prices or sorting', async (filter, keep) => {
    // Common matches are found by walking the price index, rare ones vendor first.
    for (const sort of ['price-asc', 'price-desc']) {
      const all = await everyCard(`sort=${sort}&max_price=800000`, 100);
      const filtered = await everyCard(`sort=${sort}&max_price=800000&${filter}`, 9);
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered).toEqual(all.filter(keep));
    }
  });

  it('sorts by the vendor rating, best first', async () => {
    const cards = await everyCard('sort=rating', 50);
    expect(isSorted(cards, (a, b) => a.business_rating >= b.business_rating)).toBe(true);
  });

  it('puts popular packages first, each part by vendor rating, across page edges', async () => {
    const cards = await everyCard('sort=popularity', 23);
    expect(cards).toHaveLength(livePackages());
    expect(new Set(cards.map((card) => card.package_id)).size).toBe(cards.length);
    const popular = cards.filter((card) => card.is_popular);
    expect(popular.length).toBe(livePackages('p.is_popular = 1'));
    expect(cards.slice(0, popular.length).every((card) => card.is_popular)).toBe(true);
    const byRating = (a: Card, b: Card) => a.business_rating >= b.business_rating;
    expect(isSorted(popular, byRating)).toBe(true);
    expect(isSorted(cards.slice(popular.length), byRating)).toBe(true);
    expect((await search('')).body.packages).toEqual(cards.slice(0, 20));
  });
});

describe('price sort plans', () => {
  it.each<[string, PackageFilters]>([
    ['no filter', {}],
    ['a price range', { minPrice: 50000, maxPrice: 400000 }],
    ['guests', { minGuests: 300 }],
    ['a city and a rating', { cityId: 1, minRating: 3 }],
    ['a type, a price range and guests', { typeId: 5, maxPrice: 900000, minGuests: 100 }],
  ])('walking prices and sorting vendors’ packages give the same pages with %s', (_, filters) => {
    const walk = createPackagesRepo(server.db, { sortMax: -1, walkShare: Infinity });
    const sort = createPackagesRepo(server.db, { sortMax: Infinity, walkShare: 0 });
    for (const order of ['price-asc', 'price-desc'] as const) {
      for (const skip of [0, 5, 11]) {
        const walked = walk.search(filters, order, skip, 6);
        expect(walked.ids.length).toBeGreaterThan(0);
        expect(sort.search(filters, order, skip, 6)).toEqual(walked);
      }
    }
  });
});

describe('GET /packages/search paging', () => {
  it('works out the page from skip and limit, and answers past the end with no rows', async () => {
    const total = livePackages();
    const third = await search('skip=20&limit=10');
    expect(third.body).toMatchObject({ current_page: 3, total_pages: Math.ceil(total / 10) });
    const last = await search(`skip=${total - 3}&limit=10`);
    expect(last.body.packages).toHaveLength(3);
    const past = await search(`skip=${total + 50}&limit=10`);
    expect(past.body).toMatchObject({ packages: [], total_count: total });
  });

  it('caps the page size at 100', async () => {
    const { body } = await search('limit=500');
    expect(body.packages).toHaveLength(100);
    expect(body.total_pages).toBe(Math.ceil(livePackages() / 100));
  });
});

describe('GET /packages/search refuses bad values with 422', () => {
  it.each([
    ['min_price=-1', 'min_price', 'min_price must be at least 0'],
    ['min_price=12.5', 'min_price', 'min_price must be a whole number'],
    ['max_price=lots', 'max_price', 'max_price must be a whole number'],
    ['min_price=500&max_price=100', 'max_price', 'max_price must not be below min_price'],
    ['min_rating=6', 'min_rating', 'min_rating must be a number from 0 to 5'],
    ['max_guests=-5', 'max_guests', 'max_guests must be at least 0'],
    ['sort=cheapest', 'sort', 'sort must be one of price-asc, price-desc, rating, popularity'],
    ['skip=-1', 'skip', 'skip must be at least 0'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['category=Astrologers', 'category', 'Unknown business type: Astrologers'],
    ['category=99', 'category', 'Unknown business type: 99'],
    ['city=Dubai', 'city', 'Unknown city: Dubai'],
  ])('%s', async (query, field, msg) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body.detail).toContainEqual({ loc: ['query', field], msg, type: expect.any(String) });
  });
});

describe('availability from the slots table', () => {
  const today = todayInPakistan();
  const windowEnd = addDays(today, 30);
  const OPEN = 'is_available = 1 AND is_reserved = 0';

  function expected(businessId: number) {
    const open = count(
      `SELECT count(*) AS n FROM slots WHERE business_id = ? AND ${OPEN}
       AND date >= ? AND date < ?`,
      businessId,
      today,
      windowEnd,
    );
    const first = server.db
      .prepare(`SELECT min(date) AS d FROM slots WHERE business_id = ? AND ${OPEN} AND date >= ?`)
      .get(businessId, today) as { d: string | null };
    return {
      availability_status: open === 0 ? 'unavailable' : open <= 3 ? 'limited' : 'available',
      advance_booking_days:
        first.d === null ? null : Math.round((Date.parse(first.d) - Date.parse(today)) / 864e5),
    };
  }

  it('matches each vendor’s open slots of the next 30 days', async () => {
    const { body } = await search('sort=rating&limit=100');
    for (const card of body.packages) {
      expect(card).toMatchObject(expected(card.business_id));
    }
  });

  it('shows limited with a few open slots and unavailable with none', async () => {
    const { body } = await search('sort=price-desc&limit=1');
    const { business_id: id, package_id } = body.packages[0];
    const slotIds = (
      server.db
        .prepare('SELECT id FROM slots WHERE business_id = ? AND date >= ? ORDER BY date, id')
        .all(id, today) as { id: number }[]
    ).map((row) => row.id);
    expect(slotIds.length).toBeGreaterThan(3);
    const setOpen = (open: number[]) => {
      server.db.prepare('UPDATE slots SET is_available = 0 WHERE business_id = ?').run(id);
      for (const slot of open) {
        server.db.prepare('UPDATE slots SET is_available = 1 WHERE id = ?').run(slot);
      }
    };
    const cardOf = async () =>
      ((await search('sort=price-desc&limit=1')).body.packages as Card[]).find(
        (card) => card.package_id === package_id,
      )!;

    const lastTwo = slotIds.slice(-2);
    setOpen(lastTwo);
    const limited = await cardOf();
    expect(limited).toMatchObject(expected(id));

    setOpen([]);
    expect(await cardOf()).toMatchObject({
      availability_status: 'unavailable',
      advance_booking_days: null,
    });

    setOpen(slotIds.slice(0, 2));
    expect(await cardOf()).toMatchObject({ availability_status: 'limited' });
    server.db.prepare('UPDATE slots SET date = ? WHERE id = ?').run(addDays(today, 5), slotIds[0]);
    server.db.prepare('UPDATE slots SET date = ? WHERE id = ?').run(addDays(today, 9), slotIds[1]);
    expect(await cardOf()).toMatchObject({
      availability_status: 'limited',
      advance_booking_days: 5,
    });
  });
});
