import type { PackageCard } from '@baraat/shared/schemas/packages';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareTable } from './compare-table';

afterEach(cleanup);

function card(overrides: Partial<PackageCard>): PackageCard {
  return {
    package_id: 1,
    package_name: 'Silver Lawn Package',
    package_desc: '',
    description: '',
    price: 250000,
    package_price: 250000,
    price_basis: 'per_event',
    duration_hours: 6,
    max_guests: 400,
    features: ['Stage', 'Lighting'],
    is_popular: false,
    business_id: 10,
    business_name: 'Royal Marquee',
    business_slug: 'royal-marquee',
    business_city: 'Lahore',
    business_rating: 4.5,
    business_phone: '0300 1234567',
    category: 'Marriage Marquee',
    availability_status: 'available',
    advance_booking_days: 3,
    ...overrides,
  };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('package comparison table', () => {
  it('shows each selected package in its own column, row by row', () => {
    const selected = [
      card({}),
      card({
        package_id: 2,
        package_name: 'Gold Photo Package',
        price: 85000,
        business_name: 'Lens Studio',
        business_slug: 'lens-studio',
        business_rating: 0,
        availability_status: 'limited',
        advance_booking_days: null,
        features: [],
      }),
    ];
    render(
      <MemoryRouter>
        <CompareTable selected={selected} onRemove={() => undefined} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Selected packages, 2 of 4' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Silver Lawn Package', 'Gold Photo Package']);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\s+/g, ' '));
    expect(cells('Price')).toEqual([
      expect.stringMatching(/250,000/),
      expect.stringMatching(/85,000/),
    ]);
    expect(cells('Rating')).toEqual(['4.5', 'New']);
    expect(cells('Duration')).toEqual(['6 hours', '6 hours']);
    expect(cells('Availability')).toEqual(['Available', 'Limited Availability']);
    expect(cells('Advance booking')).toEqual(['Next open date in 3 days', 'No open dates']);
    expect(cells('Features')).toEqual(['StageLighting', 'None listed']);
    expect(screen.getByRole('link', { name: 'View vendor Lens Studio' })).toHaveProperty(
      'pathname',
      '/listings/profile/lens-studio',
    );
  });

  it('says Unknown for an availability it does not know', () => {
    const odd = card({ availability_status: 'pending' as PackageCard['availability_status'] });
    render(
      <MemoryRouter>
        <CompareTable selected={[odd]} onRemove={() => undefined} />
      </MemoryRouter>,
    );
    expect(within(rowOf('Availability')).getByRole('cell').textContent).toBe('Unknown');
  });

  it('removes a package with its Remove button', async () => {
    const onRemove = vi.fn();
    render(
      <MemoryRouter>
        <CompareTable selected={[card({ package_id: 7 })]} onRemove={onRemove} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Silver Lawn Package' }));
    expect(onRemove).toHaveBeenCalledWith(7);
  });
});
