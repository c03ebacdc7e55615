import { describe, expect, it } from 'vitest';
import { readDayMonthYear, toDayMonthYear, withSlashes } from './day-month-year';

describe('a date field’s day/month/year', () => {
  it('shows a YYYY-MM-DD value day first, and nothing for no date', () => {
    expect(toDayMonthYear('2026-12-03')).toBe('03/12/2026');
    expect(toDayMonthYear('')).toBe('');
    expect(toDayMonthYear('2026-02-30')).toBe('');
  });

  it('reads what a person types day first, with any usual separator or none', () => {
    expect(readDayMonthYear('03/12/2026')).toBe('2026-12-03');
    expect(readDayMonthYear('3/12/2026')).toBe('2026-12-03');
    expect(readDayMonthYear('03-12-2026')).toBe('2026-12-03');
    expect(readDayMonthYear('03.12.2026')).toBe('2026-12-03');
    expect(readDayMonthYear(' 03122026 ')).toBe('2026-12-03');
  });

  it('reads a pasted YYYY-MM-DD date as itself', () => {
    expect(readDayMonthYear('2026-12-03')).toBe('2026-12-03');
  });

  it('reads nothing from a partial or impossible date', () => {
    expect(readDayMonthYear('03/12/')).toBeNull();
    expect(readDayMonthYear('31/02/2026')).toBeNull();
    expect(readDayMonthYear('12/13/2026')).toBeNull();
    expect(readDayMonthYear('')).toBeNull();
  });

  it('adds the slashes as digits are typed, never when deleting, never twice', () => {
    expect(withSlashes('0', '03')).toBe('03/');
    expect(withSlashes('03/1', '03/12')).toBe('03/12/');
    expect(withSlashes('3/1', '3/12')).toBe('3/12/');
    expect(withSlashes('03/', '03//')).toBe('03/');
    expect(withSlashes('03/', '03')).toBe('03');
    expect(withSlashes('03/12/202', '03/12/2026')).toBe('03/12/2026');
  });
});
