import { SEARCH_FILTER_TEXT } from '@baraat/shared/constants/search-filters';
import { dashboardSearchQuerySchema } from '@baraat/shared/schemas/businesses';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  filtersOf,
  type SearchDraft,
  searchPayload,
  servicesPreview,
  startingPrice,
} from './business-search-rules';

/** What the panel does on Search: the shared schema reads the draft. */
function read(draft: SearchDraft) {
  const result = dashboardSearchQuerySchema.safeParse(searchPayload(draft));
  return result.success
    ? { ok: true, filters: filtersOf(result.data) }
    : { ok: false, issues: result.error.issues.map((i) => [i.path.join('.'), i.message]) };
}

describe('reading the dashboard search form with the shared schema', () => {
  it('sends nothing for an empty form', () => {
    expect(read(EMPTY_DRAFT)).toEqual({ ok: true, filters: {} });
  });

  it('reads max budget as a whole number and min rating as a decimal', () => {
    expect(
      read({
        q: ' mehndi ',
        city: 'Sialkot',
        service_type: 'Flowers',
        min_rating: '3.5',
        max_price: ' 150000 ',
      }),
    ).toEqual({
      ok: true,
      filters: {
        q: 'mehndi',
        city: 'Sialkot',
        service_type: 'Flowers',
        min_rating: 3.5,
        max_price: 150000,
      },
    });
    expect(read({ ...EMPTY_DRAFT, max_price: '0' })).toEqual({
      ok: true,
      filters: { max_price: 0 },
    });
  });

  it.each(['1.5', '-100', '50k', '1e5', '99999999999999999999'])(
    'refuses max budget %s with the panel’s words',
    (max_price) => {
      expect(read({ ...EMPTY_DRAFT, max_price })).toEqual({
        ok: false,
        issues: [['max_price', SEARCH_FILTER_TEXT.maxBudget]],
      });
    },
  );

  it('refuses a min rating outside 0 to 5', () => {
    expect(read({ ...EMPTY_DRAFT, min_rating: '6' })).toEqual({
      ok: false,
      issues: [['min_rating', SEARCH_FILTER_TEXT.minRating]],
    });
  });
});

describe('a search result card', () => {
  const named = (...names: string[]) => names.map((name) => ({ name }));

  it('shows the first three services and counts the rest', () => {
    expect(servicesPreview(named('A', 'B', 'C', 'D', 'E'))).toEqual({
      shown: ['A', 'B', 'C'],
      more: 2,
    });
    expect(servicesPreview(named('A', 'B'))).toEqual({ shown: ['A', 'B'], more: 0 });
  });

  it('starts from the lowest package price, or none without packages', () => {
    const priced = (...prices: number[]) =>
      prices.map((price, i) => ({ package_id: i, package_name: `P${i}`, price }));
    expect(startingPrice(priced(90000, 45000, 120000))).toBe(45000);
    expect(startingPrice([])).toBeNull();
  });
});
