// Two vendors of one name side by side say which is which: each column names its vendor with
// its city (docs/product/discovery.md#vendors-of-one-name).
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonTable } from './comparison-table';

afterEach(cleanup);

const vendor = (business_id: number, city_name: string) =>
  ({
    business_id,
    business_name: 'Shalimar Marquee',
    slug: `shalimar-marquee-${business_id}`,
    business_type_name: 'Marriage Marquee',
    city_name,
    rating: 4.5,
    review_count: 3,
    packages: [],
    max_capacity: 800,
    is_verified: true,
    has_online_booking: true,
    has_instant_booking: false,
    response_time: 'Within a day',
    slots: [],
    services: [],
  }) as unknown as VendorProfile;

describe('the vendor comparison', () => {
  it('heads each column with the vendor’s name and city', () => {
    render(
      <MemoryRouter>
        <ComparisonTable
          vendors={[vendor(1, 'Lahore'), vendor(2, 'Karachi')]}
          onRemove={() => {}}
        />
      </MemoryRouter>,
    );
    const heads = screen.getAllByRole('columnheader').slice(1);
    expect(heads.map((head) => head.textContent)).toEqual([
      'Shalimar Marquee · LahoreRemove',
      'Shalimar Marquee · KarachiRemove',
    ]);
  });
});
