import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketStart, bucketsBetween, daysBetween, weekdayIndex } from './periods';

describe('chart buckets', () => {
  it('starts weeks on Monday, months on the 1st and years on 1 January', () => {
    // 2026-11-22 is a Sunday.
    expect(weekdayIndex('2026-11-22')).toBe(6);
    expect(bucketStart('week', '2026-11-22')).toBe('2026-11-16');
    expect(bucketStart('month', '2026-11-22')).toBe('2026-11-01');
    expect(bucketStart('year', '2026-11-22')).toBe('2026-01-01');
  });

  it('covers a range with buckets cut to its first and last day', () => {
    expect(bucketsBetween('month', '2026-01-15', '2026-03-02')).toEqual([
      { label: 'Jan 2026', start: '2026-01-15', end: '2026-01-31' },
      { label: 'Feb 2026', start: '2026-02-01', end: '2026-02-28' },
      { label: 'Mar 2026', start: '2026-03-01', end: '2026-03-02' },
    ]);
    expect(bucketsBetween('week', '2026-11-20', '2026-11-24').map((b) => b.label)).toEqual([
      '16 Nov 2026',
      '23 Nov 2026',
    ]);
    expect(bucketLabel('year', '2025-01-01')).toBe('2025');
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(0);
  });
});
