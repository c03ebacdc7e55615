import { describe, expect, it } from 'vitest';
import { searchParamsOf } from './search-businesses';

describe('dashboard search parameters', () => {
  it('sends only paging when no filter is set', () => {
    expect(searchParamsOf({}, 1).toString()).toBe('skip=0&limit=20');
  });

  it('sends every filter that is set, the keyword trimmed', () => {
    const params = searchParamsOf(
      { q: '  photo ', city: 'Lahore', service_type: 'Music & DJ', min_rating: 3.5, max_price: 0 },
      3,
    );
    expect(Object.fromEntries(params)).toEqual({
      q: 'photo',
      city: 'Lahore',
      service_type: 'Music & DJ',
      min_rating: '3.5',
      max_price: '0',
      skip: '40',
      limit: '20',
    });
  });

  it("leaves out city and service type when 'all', and a blank keyword", () => {
    const params = searchParamsOf({ q: '   ', city: 'all', service_type: 'All' }, 1);
    expect([...params.keys()]).toEqual(['skip', 'limit']);
  });
});
