import { describe, expect, it } from 'vitest';
import { vendorName } from './vendor-name';

describe('a vendor named in a list', () => {
  it('says its city, so two of one name are told apart', () => {
    expect(vendorName('Shalimar Marquee', 'Lahore')).toBe('Shalimar Marquee · Lahore');
    expect(vendorName('Shalimar Marquee', 'Karachi')).not.toBe(
      vendorName('Shalimar Marquee', 'Lahore'),
    );
  });

  it('is the name alone when its city is not known', () => {
    expect(vendorName('Shalimar Marquee', null)).toBe('Shalimar Marquee');
    expect(vendorName('Shalimar Marquee', '')).toBe('Shalimar Marquee');
  });
});
