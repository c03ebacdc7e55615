import 'fake-indexeddb/auto';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '@/lib/db';
import { saveCards, searchOffline } from './offline-search';

const card = (id: number, overrides: Partial<ListingCard>): ListingCard =>
  ({
    business_id: id,
    business_name: `Vendor ${id}`,
    slug: `vendor-${id}`,
    business_type: 'Marriage Marquee',
    business_city: 'Lahore',
    address: '12 Gulberg',
    bio: 'Venue',
    rating: 4,
    is_featured: false,
    ...overrides,
  }) as ListingCard;

beforeEach(async () => {
  await (await database()).vendorCards.clear();
  await saveCards([
    card(1, { business_name: 'Royal Marquee', rating: 4.5 }),
    card(2, {
      business_name: 'Noor Studio',
      business_type: 'Wedding Photography',
      business_city: 'Karachi',
    }),
    card(3, { business_name: 'Royal Lens', business_type: 'Wedding Photography', rating: 3 }),
  ]);
});

describe('offline search over saved vendors', () => {
  it('filters by type, city and word prefixes', async () => {
    expect(
      (await searchOffline({ type: 'Wedding Photography', skip: 0, limit: 20 })).total_count,
    ).toBe(2);
    expect(
      (await searchOffline({ city: 'karachi', skip: 0, limit: 20 })).businesses.map(
        (c) => c.business_id,
      ),
    ).toEqual([2]);
    const royal = await searchOffline({ text: 'roy', skip: 0, limit: 20 });
    expect(royal.businesses.map((c) => c.business_id)).toEqual([1, 3]);
    expect((await searchOffline({ text: 'oyal', skip: 0, limit: 20 })).total_count).toBe(0);
  });

  it('pages like the server', async () => {
    const page = await searchOffline({ skip: 2, limit: 2 });
    expect(page).toMatchObject({ total_count: 3, current_page: 2, total_pages: 2 });
    expect(page.businesses).toHaveLength(1);
  });
});
