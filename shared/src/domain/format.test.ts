import { describe, expect, it } from 'vitest';
import {
  capitalize,
  comma,
  dateOfMoment,
  formatClock,
  formatDate,
  formatDateSpan,
  formatDateTime,
  formatDateWithTimes,
  formatMonth,
  formatPkr,
  formatRating,
  formatTime,
  formatTimeRange,
  formatTimeRangeText,
  formatWeekday,
} from './format';

// Written with ordinary spaces; the amounts' no-break space is compared as a space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const IN_2026 = new Date('2026-06-15T12:00:00Z');

describe('amounts', () => {
  it('writes rupees as "Rs 151,000", grouped in thousands, without decimals', () => {
    expect(spaced(formatPkr(151000))).toBe('Rs 151,000');
    expect(spaced(formatPkr(2500))).toBe('Rs 2,500');
    expect(spaced(formatPkr(1234567))).toBe('Rs 1,234,567');
    expect(spaced(formatPkr(0))).toBe('Rs 0');
  });

  it('keeps "Rs" and its number on one line', () => {
    expect(formatPkr(151000)).toBe('Rs\u00a0151,000');
  });
});

describe('lists', () => {
  it('join their parts with the language\'s comma: ", " in English, "، " in Urdu', () => {
    expect(comma({ language: 'en' })).toBe(', ');
    expect(comma({ language: 'ur' })).toBe('، ');
  });
});

describe('dates', () => {
  it('writes a day as "Thu, 3 Dec 2026"', () => {
    expect(formatDate('2026-12-03')).toBe('Thu, 3 Dec 2026');
    expect(formatDate('2027-01-31')).toBe('Sun, 31 Jan 2027');
    expect(formatDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it('drops the year in a dense list for a date in the current year, and only then', () => {
    expect(formatDate('2026-12-03', { dense: true, now: IN_2026 })).toBe('Thu, 3 Dec');
    expect(formatDate('2027-01-07', { dense: true, now: IN_2026 })).toBe('Thu, 7 Jan 2027');
    expect(formatDate('2026-12-03', { now: IN_2026 })).toBe('Thu, 3 Dec 2026');
  });

  it('judges the current year by the clock in Pakistan', () => {
    // 20:00 UTC on 31 December is already 1 January in Karachi.
    const newYearInKarachi = new Date('2026-12-31T20:00:00Z');
    expect(formatDate('2027-03-01', { dense: true, now: newYearInKarachi })).toBe('Mon, 1 Mar');
  });

  it('reads a timestamp by its date part and leaves text that is no date alone', () => {
    expect(formatDate('2026-12-03T10:00:00Z')).toBe('Thu, 3 Dec 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('names weekdays and months for calendar heads', () => {
    expect(formatWeekday('2026-11-23')).toBe('Mon');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2026-02-14')).toBe('February 2026');
  });

  it('writes a span of days with the month and year once where they agree', () => {
    expect(formatDateSpan('2026-11-17', '2026-11-23')).toBe('17 – 23 Nov 2026');
    expect(formatDateSpan('2026-11-30', '2026-12-06')).toBe('30 Nov – 6 Dec 2026');
    expect(formatDateSpan('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
  });
});

describe('times', () => {
  it('writes a 24-hour time as "6:00 pm"', () => {
    expect(formatTime('18:00')).toBe('6:00 pm');
    expect(formatTime('09:15')).toBe('9:15 am');
    expect(formatTime('00:00')).toBe('12:00 am');
    expect(formatTime('12:30')).toBe('12:30 pm');
    expect(formatTime('23:45:00')).toBe('11:45 pm');
    expect(formatTime('later')).toBe('later');
  });

  it('names am or pm once when a range stays on one side of noon', () => {
    expect(formatTimeRange('18:00', '23:00')).toBe('6:00 – 11:00 pm');
    expect(formatTimeRange('09:00', '11:30')).toBe('9:00 – 11:30 am');
    expect(formatTimeRange('11:00', '14:00')).toBe('11:00 am – 2:00 pm');
    expect(formatTimeRange('00:00', '12:00')).toBe('12:00 am – 12:00 pm');
  });

  it("reads the API's HH:MM - HH:MM hours and leaves other text alone", () => {
    expect(formatTimeRangeText('18:00 - 23:00')).toBe('6:00 – 11:00 pm');
    expect(formatTimeRangeText('09:30-14:00')).toBe('9:30 am – 2:00 pm');
    expect(formatTimeRangeText('all day')).toBe('all day');
  });

  it('writes a booked day with its hours', () => {
    expect(formatDateWithTimes('2026-12-03', '18:00', '23:00')).toBe(
      'Thu, 3 Dec 2026, 6:00 – 11:00 pm',
    );
    expect(formatDateWithTimes('2026-12-03', '10:00', '13:00', { dense: true, now: IN_2026 })).toBe(
      'Thu, 3 Dec, 10:00 am – 1:00 pm',
    );
  });
});

describe('moments', () => {
  it('writes a moment as the date and time it was in Pakistan', () => {
    expect(formatDateTime('2026-11-25T21:19:00.000Z')).toBe('Thu, 26 Nov 2026, 2:19 am');
    expect(formatDateTime(Date.parse('2026-12-03T13:00:00Z'))).toBe('Thu, 3 Dec 2026, 6:00 pm');
    expect(formatDateTime(new Date('2026-12-03T13:00:00Z'), { dense: true, now: IN_2026 })).toBe(
      'Thu, 3 Dec, 6:00 pm',
    );
  });

  it("gives a moment's clock time and date in Pakistan", () => {
    expect(formatClock('2026-11-25T21:19:00.000Z')).toBe('2:19 am');
    expect(dateOfMoment('2026-11-25T21:19:00.000Z')).toBe('2026-11-26');
  });

  it('leaves a moment it cannot read as it came', () => {
    expect(formatDateTime('not a time')).toBe('not a time');
    expect(formatClock('not a time')).toBe('');
  });
});

describe('other display words', () => {
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
