import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDate, timeInPakistan, todayInPakistan } from './dates';

describe('dates in Pakistan time', () => {
  it('gives the Karachi date, which is ahead of UTC late in the evening', () => {
    expect(todayInPakistan(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(todayInPakistan(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });

  it('moves dates across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('moves dates by months, staying inside short months', () => {
    expect(addMonths('2026-11-22', 6)).toBe('2027-05-22');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-2-3')).toBe(false);
  });
});

describe('time of day in Pakistan', () => {
  it('is five hours ahead of UTC', () => {
    expect(timeInPakistan(new Date('2026-11-22T20:30:00Z'))).toBe('01:30');
    expect(timeInPakistan(new Date('2026-11-22T07:05:00Z'))).toBe('12:05');
  });
});
