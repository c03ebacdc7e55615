import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('business slugs', () => {
  it('turns a business name into lower-case words joined by hyphens', () => {
    expect(slugify('Royal Marquee & Banquet, Lahore')).toBe('royal-marquee-and-banquet-lahore');
    expect(slugify('  Café  Décor  ')).toBe('cafe-decor');
  });

  it('falls back to "business" when nothing is left', () => {
    expect(slugify('شادی ہال')).toBe('business');
  });

  it('numbers a slug that is already taken', () => {
    expect(uniqueSlug('royal', new Set())).toBe('royal');
    expect(uniqueSlug('royal', new Set(['royal', 'royal-2']))).toBe('royal-3');
  });
});
