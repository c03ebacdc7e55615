import { describe, expect, it } from 'vitest';
import { capitalize, formatPkr, formatRating } from './format';

describe('display formats', () => {
  it('writes PKR amounts as en-PK does, without decimals', () => {
    expect(formatPkr(150000)).toMatch(/^Rs\s?150,000$/);
    expect(formatPkr(2500)).toMatch(/^Rs\s?2,500$/);
  });

  it('shows a rating to one decimal, or New', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(0)).toBe('New');
  });

  it('writes a status word as a label', () => {
    expect(capitalize('pending')).toBe('Pending');
    expect(capitalize('')).toBe('');
  });
});
