import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 140);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and asserted on
type Card = Record<string, any>;
const search = (query: string) => server.request(`/api/listings/search?${query}`);

describe('GET /listings/search paging', () => {
  it('pages 20 at a time by default with the spec envelope', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_count: 140, current_page: 1, total_pages: 7 });
    expect(body.businesses).toHaveLength(20);
    expect(Object.keys(body.businesses[0])).toEqual(
      expect.arrayContaining([
        'business_id',
        'business_name',
        'slug',
        'thumbnail_url',
        'rating',
        'address',
        'business_phone',
        'no_of_workers',
        'bio',
      ]),
    );
  });

  it('works out the page from skip and limit, and answers past the end with no rows', async () => {
    const third = await search('skip=40&limit=20');
    expect(third.body).toMatchObject({ current_page: 3, total_pages: 7 });
    const last = await search('skip=130&limit=20');
    expect(last.body.businesses).toHaveLength(10);
    const past = await search('skip=400&limit=20');
    expect(past.body).toMatchObject({ businesses: [], total_count: 140, current_page: 21 });
  });

  it('caps the page size at 100', async () => {
    const { body } = await search('limit=500');
    expect(body.businesses).toHaveLength(100);
    expect(body.total_pages).toBe(2);
  });

  it('never repeats a vendor across pages', async () => {
    const ids = new Set<number>();
    for (let skip = 0; skip < 140; skip += 50) {
      const { body } = await search(`skip=${skip}&limit=50`);
      for (const card of body.businesses) ids.add(card.business_id);
    }
    expect(ids.size).toBe(140);
  });
});

describe('GET /listings/search filters', () => {
  it('filters by business type name (any case) or id, and treats "all" as no filter', async () => {
    const byName = await search('type=wedding%20photography&limit=100');
    const byId = await search('type=2&limit=100');
    expect(byName.body.total_count).toBe(10);
    expect(
      byName.body.businesses.every((c: Card) => c.business_type === 'Wedding Photography'),
    ).toBe(true);
    expect(byId.body.total_count).toBe(byName.body.total_count);
    expect((await search('type=all')).body.total_count).toBe(140);
  });

  it('filters by city', async () => {
    const { body } = await search('city=Lahore&limit=100');
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.businesses.every((c: Card) => c.business_city === 'Lahore')).toBe(true);
  });

  it('finds vendors by the start of a word, in name, type, city or bio', async () => {
    const { body: all } = await search('limit=1');
    const word = all.businesses[0].business_name.split(' ')[0] as string;
    const prefix = word.slice(0, 3);
    const { body } = await search(`text=${encodeURIComponent(prefix)}&limit=100`);
    expect(body.businesses.map((c: Card) => c.business_id)).toContain(
      all.businesses[0].business_id,
    );
    for (const card of body.businesses) {
      const haystack = `${card.business_name} ${card.business_type} ${card.business_city} ${card.address} ${card.bio}`;
      expect(haystack.toLowerCase()).toMatch(new RegExp(`(^|[^a-z])${prefix.toLowerCase()}`));
    }
    const typed = await search('text=photog');
    expect(typed.body.total_count).toBeGreaterThanOrEqual(10);
  });

  it('combines text with type, city and yes/no filters', async () => {
    const { body } = await search('text=photo&city=Karachi&verified=true&limit=100');
    const all = await search('text=photo&limit=100');
    expect(body.total_count).toBeLessThan(all.body.total_count);
    for (const card of body.businesses) {
      expect(card).toMatchObject({ business_city: 'Karachi', is_verified: true });
      expect(`${card.business_name} ${card.business_type} ${card.bio}`.toLowerCase()).toContain(
        'photo',
      );
    }
    const byRating = await search('text=photo&city=Karachi&verified=true&sort=rating&limit=100');
    expect(byRating.body.total_count).toBe(body.total_count);
    // A facet word typed as text is not a filter.
    expect((await search('text=verified')).body.total_count).toBe(0);
  });

  it('ranks a name match above a bio match', async () => {
    const { body } = await search('text=studio&limit=100');
    const first = body.businesses[0] as Card;
    expect(first.business_name.toLowerCase()).toContain('studio');
  });

  it('treats quotes, stars and operators in the text as plain words', async () => {
    for (const text of ['"', 'AND', 'NEAR(x', '*', 'royal" OR "x', '-']) {
      const { status } = await search(`text=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
    }
  });

  it('keeps vendors with a package in the price range', async () => {
    const { body } = await search('min_price=100000&max_price=200000&limit=100');
    expect(body.total_count).toBeGreaterThan(0);
    for (const card of body.businesses) {
      const inRange = await server.sql.get(
        'SELECT 1 AS yes FROM packages WHERE business_id = @id AND price BETWEEN 100000 AND 200000',
        { id: card.business_id },
      );
      expect(inRange).toBeTruthy();
    }
  });

  it('filters by minimum rating and the yes/no flags', async () => {
    const rated = await search('min_rating=4&limit=100');
    expect(rated.body.businesses.every((c: Card) => c.rating >= 4)).toBe(true);
    const verified = await search('verified=true&online_booking=1&instant_booking=true&limit=100');
    for (const card of verified.body.businesses) {
      expect(card).toMatchObject({
        is_verified: true,
        has_online_booking: true,
        has_instant_booking: true,
      });
    }
    const deals = await search('package_deals=true&limit=100');
    expect(deals.body.businesses.every((c: Card) => c.no_of_packages >= 3)).toBe(true);
    expect(deals.body.total_count).toBeLessThan(140);
  });

  it('finds vendors within a radius of a city, nearby cities included', async () => {
    const { body } = await search('city=Islamabad&radius_km=40&sort=distance&limit=100');
    expect(body.total_count).toBeGreaterThan(0);
    const distances = body.businesses.map((c: Card) => c.distance_km as number);
    expect(distances.every((d: number) => d <= 40)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const cities = new Set(body.businesses.map((c: Card) => c.business_city));
    expect([...cities].every((city) => city === 'Islamabad' || city === 'Rawalpindi')).toBe(true);
  });
});

describe('GET /listings/search: reply time and availability', () => {
  it('keeps vendors that reply within the hours asked', async () => {
    const { body } = await search('max_response_hours=2&limit=100');
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.total_count).toBeLessThan(140);
    expect(
      body.businesses.every((c: Card) =>
        ['Within 1 hour', 'Within 2 hours'].includes(c.response_time),
      ),
    ).toBe(true);
  });

  it('keeps vendors with an open slot on the dates and in the times of day asked', async () => {
    const slot = (await server.sql.get<{ business_id: number; date: string }>(
      `SELECT business_id, date FROM slots WHERE is_available = 1 AND start_time = '19:00'
       ORDER BY date, id LIMIT 1`,
    ))!;
    const { body } = await search(
      `available_from=${slot.date}&available_to=${slot.date}&time_slots=evening&limit=100`,
    );
    expect(body.businesses.map((c: Card) => c.business_id)).toContain(slot.business_id);
    const openSlot = (card: Card, times: string) =>
      server.sql.get(
        `SELECT 1 AS yes FROM slots WHERE business_id = @id AND date = @date AND is_available = 1
           AND is_reserved = 0 AND ${times}`,
        { id: card.business_id, date: slot.date },
      );
    for (const card of body.businesses) {
      expect(await openSlot(card, "start_time >= '18:00'")).toBeTruthy();
    }

    const morning = await search(
      `available_from=${slot.date}&available_to=${slot.date}&time_slots=morning&limit=100`,
    );
    for (const card of morning.body.businesses) {
      expect(await openSlot(card, "start_time >= '06:00' AND start_time < '12:00'")).toBeTruthy();
    }
  });

  it('applies the reply time together with text', async () => {
    // The vendors the text finds on its own, those of them that reply within 4 hours.
    const byText: Card[] = [];
    for (let skip = 0; ; skip += 100) {
      const { body } = await search(`text=photo&skip=${skip}&limit=100`);
      byText.push(...body.businesses);
      if (skip + 100 >= body.total_count) break;
    }
    const quickIds = new Set(
      (
        await server.sql.all<{ id: number }>(
          'SELECT id FROM businesses WHERE response_time_hours <= 4 ORDER BY id',
        )
      ).map((row) => row.id),
    );
    const expected = byText
      .filter((card) => quickIds.has(card.business_id))
      .map((c) => c.business_id);
    const quick = await search('text=photo&max_response_hours=4&limit=100');
    expect(quick.body.total_count).toBe(expected.length);
    expect(new Set(quick.body.businesses.map((c: Card) => c.business_id))).toEqual(
      new Set(expected),
    );
    expect(byText.length).toBeGreaterThan(expected.length);
    for (const card of quick.body.businesses) {
      expect(['Within 1 hour', 'Within 2 hours', 'Within 4 hours']).toContain(card.response_time);
    }
  });

  it('refuses unknown time slots and reversed dates', async () => {
    expect((await search('time_slots=brunch')).status).toBe(422);
    expect((await search('available_from=2026-12-10&available_to=2026-12-01')).status).toBe(422);
  });
});

describe('GET /listings/search sorting', () => {
  it.each([
    ['price_low', (a: Card, b: Card) => a.min_price <= b.min_price],
    ['price_high', (a: Card, b: Card) => a.max_price >= b.max_price],
    ['rating', (a: Card, b: Card) => a.rating >= b.rating],
    ['newest', (a: Card, b: Card) => a.created_at >= b.created_at],
  ])('sorts by %s', async (sort, inOrder) => {
    const { body } = await search(`sort=${sort}&limit=100`);
    const cards = body.businesses as Card[];
    for (let i = 1; i < cards.length; i += 1) expect(inOrder(cards[i - 1]!, cards[i]!)).toBe(true);
  });
});

describe('GET /listings/search refuses bad values with 422', () => {
  it.each([
    ['limit=abc', 'limit', 'limit must be a whole number'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['skip=-1', 'skip', 'skip must be at least 0'],
    [
      'sort=cheapest',
      'sort',
      'sort must be one of relevance, price_low, price_high, rating, distance, newest',
    ],
    ['min_price=500&max_price=100', 'max_price', 'Max price must not be below min price'],
    ['min_rating=6', 'min_rating', 'Min rating must be a number from 0 to 5'],
    ['verified=maybe', 'verified', 'verified must be true or false'],
    ['radius_km=25', 'radius_km', 'radius_km needs a city'],
    ['sort=distance', 'sort', 'sort by distance needs a city'],
    ['type=Astrologers', 'type', 'Unknown business type: Astrologers'],
    ['city=Dubai', 'city', 'Unknown city: Dubai'],
  ])('%s', async (query, field, msg) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body.detail).toContainEqual(expect.objectContaining({ loc: ['query', field], msg }));
  });
});

describe('search after changes', () => {
  it('counts a vendor that signs up, finds it by a package it adds, and drops it once deleted', async () => {
    const before = (await search('type=Decoration%20Services')).body.total_count as number;
    await buildOwner(server, { business_name: 'Zubair Lights and Decor', business_type: 11 });
    expect((await search('type=Decoration%20Services')).body.total_count).toBe(before + 1);
    const found = await search('text=zubair');
    expect(found.body.businesses.map((c: Card) => c.business_name)).toEqual([
      'Zubair Lights and Decor',
    ]);

    // A package it adds is searched by, and its card carries the package's words at once.
    expect(found.body.businesses[0].offer_words).not.toContain('canopy');
    await server.sql.run(
      `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
       VALUES (@id, 'Fairy Light Canopy', 90000, '2026-01-01', '2026-01-01')`,
      { id: found.body.businesses[0].business_id },
    );
    const canopy = await search('text=canopy');
    expect(canopy.body.businesses.map((c: Card) => c.business_name)).toEqual([
      'Zubair Lights and Decor',
    ]);
    expect(canopy.body.businesses[0].offer_words).toEqual(
      expect.arrayContaining(['canopy', 'fairy', 'light']),
    );

    await server.sql.run(
      "UPDATE businesses SET is_deleted = 1 WHERE business_name = 'Zubair Lights and Decor'",
    );
    expect((await search('type=Decoration%20Services')).body.total_count).toBe(before);
    expect((await search('text=zubair')).body.total_count).toBe(0);
  });
});
