import { describe, expect, it } from 'vitest';
import { addVendor, parseIds, TOO_MANY_VENDORS } from './selection';

describe('vendor comparison selection', () => {
  it('reads ids from the URL, dropping junk, repeats and extras', () => {
    expect(parseIds('3,x,3,7,-1,9,12')).toEqual([3, 7, 9]);
    expect(parseIds(null)).toEqual([]);
  });

  it('adds up to three vendors, once each, and warns on a fourth', () => {
    expect(addVendor([1], 2)).toEqual({ ids: [1, 2] });
    expect(addVendor([1, 2], 2)).toEqual({ ids: [1, 2] });
    expect(addVendor([1, 2, 3], 4)).toEqual({ ids: [1, 2, 3], warning: TOO_MANY_VENDORS });
  });
});
