// The order of a search (price, rating, popularity, and the two price plans agreeing) and
// the availability each card reports from the slots table.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness';
import { type Card, packageSearch, startPackageServer } from '../../test/package-search';
import { createPackageSearch, type PackageFilters } from './repo';

let server: TestServer;
beforeAll(async () => {
  server = await startPackageServer();
});
afterAll(() => server.close());

const { search, count, livePackages, everyCard } = packageSearch(() => server);

function isSorted<T>(values: T[], inOrder: (a: T, b: T) => boolean): boolean {
  return values.every((value, i) => i === 0 || inOrder(values[i - 1]!, value));
}

describe('GET /packages/search sorting', () => {
  it('sorts by price, lowest or highest first', async () => {
    const ascending = await everyCard('sort=price-asc', 50);
    expect(ascending).toHaveLength(await livePackages());
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
    expect(cards).toHaveLength(await livePackages());
    expect(new Set(cards.map((card) => card.package_id)).size).toBe(cards.length);
    const popular = cards.filter((card) => card.is_popular);
    expect(popular.length).toBe(await livePackages('p.is_popular = 1'));
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
  ])(
    'walking prices and sorting vendors’ packages give the same pages with %s',
    async (_, filters) => {
      const walk = createPackageSearch({ sortMax: -1, walkShare: Infinity });
      const sort = createPackageSearch({ sortMax: Infinity, walkShare: 0 });
      for (const order of ['price-asc', 'price-desc'] as const) {
        for (const skip of [0, 5, 11]) {
          const walked = await server.database.read(walk.search(filters, order, skip, 6));
          expect(walked.ids.length).toBeGreaterThan(0);
          expect(await server.database.read(sort.search(filters, order, skip, 6))).toEqual(walked);
        }
      }
    },
  );
});

describe('availability from the slots table', () => {
  const today = todayInPakistan();
  const windowEnd = addDays(today, 30);
  const OPEN = 'is_available = 1 AND is_reserved = 0';

  async function expected(businessId: number) {
    const open = await count(
      `SELECT count(*) AS n FROM slots WHERE business_id = @businessId AND ${OPEN}
       AND date >= @today AND date < @windowEnd`,
      { businessId, today, windowEnd },
    );
    const first = (await server.sql.get<{ d: string | null }>(
      `SELECT min(date) AS d FROM slots WHERE business_id = @businessId AND ${OPEN}
       AND date >= @today`,
      { businessId, today },
    ))!;
    return {
      availability_status: open === 0 ? 'unavailable' : open <= 3 ? 'limited' : 'available',
      advance_booking_days:
        first.d === null ? null : Math.round((Date.parse(first.d) - Date.parse(today)) / 864e5),
    };
  }

  it('matches each vendor’s open slots of the next 30 days', async () => {
    const { body } = await search('sort=rating&limit=100');
    for (const card of body.packages) {
      expect(card).toMatchObject(await expected(card.business_id));
    }
  });

  it('shows limited with a few open slots and unavailable with none', async () => {
    const { body } = await search('sort=price-desc&limit=1');
    const { business_id: id, package_id } = body.packages[0];
    const slotIds = (
      await server.sql.all<{ id: number }>(
        'SELECT id FROM slots WHERE business_id = @id AND date >= @today ORDER BY date, id',
        { id, today },
      )
    ).map((row) => row.id);
    expect(slotIds.length).toBeGreaterThan(3);
    const setOpen = async (open: number[]) => {
      await server.sql.run('UPDATE slots SET is_available = 0 WHERE business_id = @id', { id });
      for (const slot of open) {
        await server.sql.run('UPDATE slots SET is_available = 1 WHERE id = @slot', { slot });
      }
    };
    const moveSlot = (slot: number | undefined, date: string) =>
      server.sql.run('UPDATE slots SET date = @date WHERE id = @slot', { date, slot });
    const cardOf = async () =>
      ((await search('sort=price-desc&limit=1')).body.packages as Card[]).find(
        (card) => card.package_id === package_id,
      )!;

    const lastTwo = slotIds.slice(-2);
    await setOpen(lastTwo);
    const limited = await cardOf();
    expect(limited).toMatchObject(await expected(id));

    await setOpen([]);
    expect(await cardOf()).toMatchObject({
      availability_status: 'unavailable',
      advance_booking_days: null,
    });

    await setOpen(slotIds.slice(0, 2));
    expect(await cardOf()).toMatchObject({ availability_status: 'limited' });
    await moveSlot(slotIds[0], addDays(today, 5));
    await moveSlot(slotIds[1], addDays(today, 9));
    expect(await cardOf()).toMatchObject({
      availability_status: 'limited',
      advance_booking_days: 5,
    });
  });
});
