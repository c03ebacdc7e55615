import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  draftOf,
  filtersFromDraft,
  paramsOf,
  searchQueryOf,
  stateFromParams,
  wholeOr,
} from './filter-values';

describe('package filter values', () => {
  it('falls back to the defaults when a number is not a number', () => {
    const filters = filtersFromDraft({
      category: '',
      city: '',
      minPrice: 'cheap',
      maxPrice: '',
      minRating: '2',
      maxGuests: '-40',
    });
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(filters).toMatchObject({ minPrice: 0, maxPrice: 500000, maxGuests: 0, minRating: null });
  });

  it('reads whole numbers, rounding down', () => {
    expect(wholeOr('150000', 0)).toBe(150000);
    expect(wholeOr(' 250.9 ', 0)).toBe(250);
    expect(wholeOr('1e3', 0)).toBe(1000);
    expect(wholeOr('abc', 7)).toBe(7);
    expect(wholeOr(null, 7)).toBe(7);
  });

  it('keeps only the rating options Any, 3, 4 and 4.5', () => {
    const rating = (minRating: string) =>
      filtersFromDraft({ ...draftOf(DEFAULT_FILTERS), minRating });
    expect(rating('4.5').minRating).toBe(4.5);
    expect(rating('3').minRating).toBe(3);
    expect(rating('').minRating).toBeNull();
    expect(rating('5').minRating).toBeNull();
  });

  it('puts only what differs from the defaults in the URL, and reads it back', () => {
    expect(paramsOf({ filters: DEFAULT_FILTERS, sort: 'popularity', page: 1 }).toString()).toBe('');
    const state = {
      filters: { ...DEFAULT_FILTERS, category: 'Catering Service', maxPrice: 300000, minRating: 4 },
      sort: 'price-asc' as const,
      page: 3,
    };
    const params = paramsOf(state);
    expect(params.toString()).toBe(
      'category=Catering+Service&max_price=300000&min_rating=4&sort=price-asc&page=3',
    );
    expect(stateFromParams(params)).toEqual(state);
  });

  it('reads a broken URL as the defaults', () => {
    expect(
      stateFromParams(new URLSearchParams('min_price=x&sort=cheapest&page=-2&min_rating=9')),
    ).toEqual({ filters: DEFAULT_FILTERS, sort: 'popularity', page: 1 });
  });

  it('asks the API for 12 packages a page with the price range always set', () => {
    expect(searchQueryOf({ filters: DEFAULT_FILTERS, sort: 'popularity', page: 2 })).toEqual({
      category: undefined,
      city: undefined,
      min_price: 0,
      max_price: 500000,
      min_rating: undefined,
      max_guests: undefined,
      sort: 'popularity',
      skip: 12,
      limit: 12,
    });
  });
});
