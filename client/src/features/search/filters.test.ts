import { SEARCH_FILTER_TEXT } from '@baraat/shared/constants/search-filters';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_FILTERS, priceErrors, shouldSearch, toQuery } from './filters';

describe('advanced search filters', () => {
  it('does not search with everything at its default', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(shouldSearch(DEFAULT_FILTERS)).toBe(false);
    expect(shouldSearch({ ...DEFAULT_FILTERS, query: 'royal' })).toBe(true);
  });

  it('counts each filter that differs from its default', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      isVerified: true,
      minRating: 4,
      timeSlots: ['evening' as const],
    };
    expect(activeFilterCount(filters)).toBe(3);
    expect(shouldSearch(filters)).toBe(true);
  });

  it('sends only what is set, pages by 12 and drops numbers that are not numbers', () => {
    const query = toQuery(
      {
        ...DEFAULT_FILTERS,
        location: 'Lahore',
        minPrice: 'abc',
        maxPrice: '200000',
        isVerified: true,
      },
      3,
    );
    expect(query).toMatchObject({
      city: 'Lahore',
      max_price: 200000,
      verified: 'true',
      skip: 24,
      limit: 12,
    });
    expect(query.min_price).toBeUndefined();
    expect(query.radius_km).toBeUndefined();
    expect(toQuery({ ...DEFAULT_FILTERS, location: 'Lahore', radiusKm: 50 }, 1).radius_km).toBe(50);
  });

  it('checks the prices with the shared query schema, in the panel’s words', () => {
    const prices = (minPrice: string, maxPrice: string) =>
      priceErrors({ ...DEFAULT_FILTERS, minPrice, maxPrice });
    expect(prices('', '')).toEqual({});
    expect(prices(' 50000 ', '200000')).toEqual({});
    expect(prices('abc', '250.5')).toEqual({
      min_price: SEARCH_FILTER_TEXT.minPrice,
      max_price: SEARCH_FILTER_TEXT.maxPrice,
    });
    expect(prices('-1', '')).toEqual({ min_price: SEARCH_FILTER_TEXT.minPrice });
    expect(prices('300000', '100000')).toEqual({ max_price: SEARCH_FILTER_TEXT.priceOrder });
  });
});
