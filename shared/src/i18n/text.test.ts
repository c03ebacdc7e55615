import { describe, expect, it } from 'vitest';
import { fill, tx } from './text';

describe('tx', () => {
  it('returns the English text unchanged, keeping its literal type', () => {
    const text: 'Booking not found' = tx('Booking not found');
    expect(text).toBe('Booking not found');
  });
});

describe('fill', () => {
  it('puts each value in place of its placeholder', () => {
    expect(fill(tx('A range may span at most {max} days'), { max: 366 })).toBe(
      'A range may span at most 366 days',
    );
    expect(
      fill(tx('{hall} already has a slot on {when}'), { hall: 'Shalimar Hall', when: 'Sat' }),
    ).toBe('Shalimar Hall already has a slot on Sat');
  });

  it('fills a placeholder used twice, and leaves one without a value as it is', () => {
    expect(fill('{n} of {n}, {missing}', { n: 2 })).toBe('2 of 2, {missing}');
  });

  it('writes a value as it is, even one that looks like a placeholder', () => {
    expect(fill('Hi {name}', { name: '{other}', other: 'x' })).toBe('Hi {other}');
  });
});
