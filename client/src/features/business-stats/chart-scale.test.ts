import { describe, expect, it } from 'vitest';
import { axisTicks, labelStep, shortLabel } from './chart-scale';

describe('axis values', () => {
  it('rounds amounts to a few steps of 1, 2 or 5 past the highest bar', () => {
    expect(axisTicks(1_250_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(axisTicks(300_000)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('never steps by less than one whole booking', () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('has only 0 when every bar is 0', () => {
    expect(axisTicks(0)).toEqual([0]);
  });
});

describe('bar labels', () => {
  it('drops the year from months and weeks', () => {
    expect(shortLabel('Nov 2026')).toBe('Nov');
    expect(shortLabel('16 Nov 2026')).toBe('16 Nov');
    expect(shortLabel('2026')).toBe('2026');
  });

  it('writes every short label up to seven, and every few longer ones', () => {
    expect(labelStep(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])).toBe(1);
    const weeks = Array.from({ length: 12 }, (_, i) => `${i + 1} Nov 2026`);
    expect(labelStep(weeks)).toBe(3);
  });
});
