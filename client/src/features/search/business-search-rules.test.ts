import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  readDraft,
  SEARCH_TEXTS,
  servicesPreview,
  startingPrice,
} from './business-search-rules';

describe('reading the dashboard search form (001 §5)', () => {
  it('sends nothing for an empty form', () => {
    expect(readDraft(EMPTY_DRAFT)).toEqual({ ok: true, filters: {} });
  });

  it('reads max budget as a whole number and min rating as a decimal', () => {
    expect(
      readDraft({
        q: ' mehndi ',
        city: 'Sialkot',
        serviceType: 'Flowers',
        minRating: '3.5',
        maxBudget: ' 150000 ',
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
    expect(readDraft({ ...EMPTY_DRAFT, maxBudget: '0' })).toEqual({
      ok: true,
      filters: { max_price: 0 },
    });
  });

  it.each(['1.5', '-100', '50k', '1e5', '99999999999999999999'])(
    'refuses max budget %s',
    (maxBudget) => {
      expect(readDraft({ ...EMPTY_DRAFT, maxBudget })).toEqual({
        ok: false,
        field: 'maxBudget',
        message: SEARCH_TEXTS.maxBudgetInvalid,
      });
    },
  );

  it('refuses a min rating outside 0 to 5', () => {
    expect(readDraft({ ...EMPTY_DRAFT, minRating: '6' })).toMatchObject({
      ok: false,
      field: 'minRating',
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
