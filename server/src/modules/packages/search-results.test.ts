// Which packages a search finds: the cards, each filter, paging, and the 422s for bad values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness';
import { type Card, packageSearch, startPackageServer } from '../../test/package-search';

let server: TestServer;
beforeAll(async () => {
  server = await startPackageServer();
});
afterAll(() => server.close());

const { search, count, livePackages, everyCard } = packageSearch(() => server);

describe('GET /packages/search', () => {
  it('lists the packages of live vendors, 20 at a time, most popular first', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    const total = await livePackages();
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
    const stored = (await server.sql.get<Record<string, unknown>>(
      `SELECT p.price, p.max_guests, b.business_name, b.slug FROM packages p
       JOIN businesses b ON b.id = p.business_id WHERE p.id = @id`,
      { id: card.package_id },
    ))!;
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
    const own = await count('SELECT count(*) AS n FROM packages WHERE business_id = @victim', {
      victim,
    });
    const setDeleted = (deleted: 0 | 1) =>
      server.sql.run('UPDATE businesses SET is_deleted = @deleted WHERE id = @victim', {
        deleted,
        victim,
      });
    await setDeleted(1);
    try {
      expect((await search('')).body.total_count).toBe(before - own);
      const cards = await everyCard('sort=price-asc', 100);
      expect(cards.some((card) => card.business_id === victim)).toBe(false);
    } finally {
      await setDeleted(0);
    }
    expect((await search('')).body.total_count).toBe(before);
  });
});

describe('GET /packages/search filters', () => {
  it('filters by business type name (any case) or id, and treats "all" as no filter', async () => {
    const byName = await search('category=wedding%20photography&limit=100');
    const byId = await search('category=2&limit=100');
    expect(byName.body.total_count).toBe(await livePackages('b.business_type_id = 2'));
    expect(byName.body.packages.every((c: Card) => c.category === 'Wedding Photography')).toBe(
      true,
    );
    expect(byId.body.total_count).toBe(byName.body.total_count);
    expect((await search('category=all')).body.total_count).toBe(await livePackages());
  });

  it('filters by city', async () => {
    const { body } = await search('city=Lahore&limit=100');
    expect(body.total_count).toBe(await livePackages('b.city_id = 2'));
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.packages.every((c: Card) => c.business_city === 'Lahore')).toBe(true);
  });

  it('keeps prices within the range, both ends included', async () => {
    const { body: cheapest } = await search('sort=price-asc&limit=1');
    const low = cheapest.packages[0].price as number;
    const cards = await everyCard(`min_price=${low}&max_price=${low + 100000}`);
    expect(cards.length).toBe(
      await livePackages('p.price BETWEEN @low AND @high', { low, high: low + 100000 }),
    );
    expect(cards.some((card) => card.price === low)).toBe(true);
    expect(cards.every((card) => card.price >= low && card.price <= low + 100000)).toBe(true);
  });

  it('filters by minimum rating and by guests the package fits', async () => {
    const rated = await everyCard('min_rating=4');
    expect(rated.length).toBe(await livePackages('b.rating >= 4'));
    expect(rated.every((card) => card.business_rating >= 4)).toBe(true);

    const large = await everyCard('max_guests=400');
    expect(large.length).toBe(await livePackages('p.max_guests >= 400'));
    expect(large.every((card) => card.max_guests >= 400)).toBe(true);
  });

  it('combines every filter', async () => {
    const query = 'category=Marriage%20Marquee&city=3&min_price=0&max_price=1000000&min_rating=3';
    const cards = await everyCard(`${query}&max_guests=300`);
    const expected = await livePackages(
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

describe('GET /packages/search paging', () => {
  it('works out the page from skip and limit, and answers past the end with no rows', async () => {
    const total = await livePackages();
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
    expect(body.total_pages).toBe(Math.ceil((await livePackages()) / 100));
  });
});

describe('GET /packages/search refuses bad values with 422', () => {
  it.each([
    ['min_price=-1', 'min_price', 'Min price must be a whole number of rupees (0 or more)'],
    ['min_price=12.5', 'min_price', 'Min price must be a whole number of rupees (0 or more)'],
    ['max_price=lots', 'max_price', 'Max price must be a whole number of rupees (0 or more)'],
    ['min_price=500&max_price=100', 'max_price', 'Max price must not be below min price'],
    ['min_rating=6', 'min_rating', 'Min rating must be a number from 0 to 5'],
    ['max_guests=-5', 'max_guests', 'Max guests must be a whole number (0 or more)'],
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
