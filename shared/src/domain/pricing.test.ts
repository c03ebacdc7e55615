import { describe, expect, it } from 'vitest';
import { bookingTotal, packagePriceParts, packagePriceText, totalBreakdown } from './pricing';

describe('bookingTotal', () => {
  it('is the package price times the number of people for a per-guest package', () => {
    expect(bookingTotal({ price: 2_500, price_basis: 'per_person' }, 40)).toBe(100_000);
  });

  it('counts one person when none is given or the count is below one', () => {
    expect(bookingTotal({ price: 2_500, price_basis: 'per_person' })).toBe(2_500);
    expect(bookingTotal({ price: 2_500, price_basis: 'per_person' }, 0)).toBe(2_500);
  });

  it('is the price alone for a package sold per event, whatever the guest count', () => {
    expect(bookingTotal({ price: 300_000, price_basis: 'per_event' }, 400)).toBe(300_000);
  });

  it('is 0 without a package', () => {
    expect(bookingTotal(null, 12)).toBe(0);
  });
});

describe('price texts', () => {
  it('names the basis after the price', () => {
    expect(packagePriceText({ price: 2_500, price_basis: 'per_person' })).toMatch(
      /2,500 per guest$/,
    );
    expect(packagePriceText({ price: 300_000, price_basis: 'per_event' })).toMatch(
      /300,000 per event$/,
    );
  });

  it('gives the price and its basis apart, for a screen to translate the basis', () => {
    const parts = packagePriceParts({ price: 300_000, price_basis: 'per_event' });
    expect(parts.basis).toBe('per event');
    expect(`${parts.price} ${parts.basis}`).toBe(
      packagePriceText({ price: 300_000, price_basis: 'per_event' }),
    );
  });

  it('explains a total only when it is a multiplication', () => {
    expect(totalBreakdown({ price: 2_500, price_basis: 'per_person' }, 40)).toMatch(
      /2,500 × 40 guests$/,
    );
    expect(totalBreakdown({ price: 2_500, price_basis: 'per_person' }, 1)).toBeNull();
    expect(totalBreakdown({ price: 300_000, price_basis: 'per_event' }, 400)).toBeNull();
  });
});
