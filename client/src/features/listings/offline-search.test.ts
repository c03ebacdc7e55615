import 'fake-indexeddb/auto';
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '@/lib/db';
import { type OfflineQuery, saveCards, searchOffline } from './offline-search';

const typeId = (name: string) => BUSINESS_TYPES.find((t) => t.name === name)!.id;
const cityId = (name: string) => CITIES.find((c) => c.name === name)!.id;

const card = (id: number, overrides: Partial<ListingCard>): ListingCard => {
  const base = {
    business_id: id,
    business_name: `Vendor ${id}`,
    slug: `vendor-${id}`,
    business_type: 'Marriage Marquee',
    business_city: 'Lahore',
    address: '12 Gulberg',
    bio: 'Venue',
    rating: 4,
    review_count: 10,
    is_featured: false,
    ...overrides,
  };
  return {
    ...base,
    business_type_id: typeId(base.business_type),
    city_id: cityId(base.business_city),
  } as ListingCard;
};

const ids = async (query: Omit<OfflineQuery, 'skip' | 'limit'>) =>
  (await searchOffline({ ...query, skip: 0, limit: 20 })).businesses.map((c) => c.business_id);

const store = async (cards: ListingCard[]) => {
  const db = await database();
  await db.vendorCards.clear();
  await saveCards(cards);
};

describe('offline search over saved vendors', () => {
  beforeEach(() =>
    store([
      card(1, { business_name: 'Royal Marquee', rating: 4.5 }),
      card(2, {
        business_name: 'Noor Studio',
        business_type: 'Wedding Photography',
        business_city: 'Karachi',
      }),
      card(3, { business_name: 'Royal Lens', business_type: 'Wedding Photography', rating: 3 }),
    ]),
  );

  it('filters by type and city, by name or id, and words as prefixes', async () => {
    expect(
      (await searchOffline({ type: 'Wedding Photography', skip: 0, limit: 20 })).total_count,
    ).toBe(2);
    expect(await ids({ type: '2' })).toEqual([2, 3]);
    expect(await ids({ city: 'karachi' })).toEqual([2]);
    expect(await ids({ text: 'roy' })).toEqual([1, 3]);
    expect(await ids({ text: 'zzqq' })).toEqual([]);
  });

  it('finds a misspelt word by the saved words that look like it', async () => {
    expect(await ids({ text: 'rotal' })).toEqual([1, 3]);
  });

  it('pages like the server', async () => {
    const page = await searchOffline({ skip: 2, limit: 2 });
    expect(page).toMatchObject({ total_count: 3, current_page: 2, total_pages: 2 });
    expect(page.businesses).toHaveLength(1);
  });
});

describe('offline search reads words as the server does', () => {
  beforeEach(() =>
    store([
      card(10, { business_name: 'Noor Palace', is_featured: true, rating: 5 }),
      card(11, { business_name: 'Royal Marquee', rating: 3.5 }),
      card(12, { business_name: 'Gulshan Banquet', business_city: 'Karachi', rating: 4.8 }),
      card(13, { business_name: 'Lahore Lens', business_type: 'Wedding Photography' }),
      card(14, { business_name: 'Dawat Caterers', business_type: 'Catering Service' }),
      card(15, { business_name: 'Zaiqa', business_type: 'Catering Service', rating: 4.9 }),
      card(16, { business_name: 'Shalimar Hall', rating: 4, review_count: 40 }),
    ]),
  );

  it('"shadi hall lahore" finds Lahore venues only', async () => {
    expect(await ids({ text: 'shadi hall lahore' })).toEqual([10, 16, 11]);
    expect(await ids({ text: 'best shadi hall in lahore' })).toEqual([10, 16, 11]);
    expect(await ids({ text: 'شادی ہال لاہور' })).toEqual([10, 16, 11]);
  });

  it('lets the city filter win over a city named in the text', async () => {
    expect(await ids({ text: 'shadi hall lahore', city: 'Karachi' })).toEqual([12]);
  });

  it('finds the same cards for barat, baraat and بارات', async () => {
    const barat = await ids({ text: 'barat' });
    expect(barat).toEqual([10, 12, 16, 11]);
    expect(await ids({ text: 'baraat' })).toEqual(barat);
    expect(await ids({ text: 'بارات' })).toEqual(barat);
  });

  it('puts a name match before a type match, then featured, rating and reviews', async () => {
    expect(await ids({ text: 'marquee' })).toEqual([11, 10, 12, 16]);
    expect(await ids({ text: 'hall' })).toEqual([16, 10, 12, 11]);
  });

  it('keeps another sort without the tier', async () => {
    expect(await ids({ text: 'marquee', sort: 'rating' })).toEqual([10, 12, 16, 11]);
  });

  it('"walima catering" finds caterers', async () => {
    expect(await ids({ text: 'walima catering' })).toEqual([15, 14]);
    expect(await ids({ text: 'ولیمہ کیٹرنگ' })).toEqual([15, 14]);
  });
});

describe('offline search over what a saved vendor offers', () => {
  it('finds a vendor by the words of its services and packages, after a name match, as the server does', async () => {
    await store([
      card(41, { business_name: 'Sitara Studio', business_type: 'Wedding Photography', rating: 5 }),
      card(42, {
        business_name: 'Noor Clicks',
        business_type: 'Wedding Photography',
        offer_words: ['album', 'coverage', 'drone', 'photo'],
        rating: 3,
      }),
      card(43, { business_name: 'Drone Masters', business_type: 'Car Rental', rating: 2 }),
    ]);
    expect(await ids({ text: 'drone' })).toEqual([43, 42]);
    expect(await ids({ text: 'droon' })).toEqual([43, 42]);
    expect(await ids({ text: 'album' })).toEqual([42]);
  });
});
