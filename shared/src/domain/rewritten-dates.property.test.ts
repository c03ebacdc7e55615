// A date or time the server wrote in English, rewritten for an Urdu reader, reads exactly as
// format.ts writes it in Urdu, for random days, hours and moments; what is not a date stays.
// fast-check prints the seed and the smallest case of a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages';
import {
  formatDate,
  formatDateTime,
  formatDateWithTimes,
  formatTime,
  formatTimeRange,
} from './format';
import { markDates, unmarkDates } from './rewritten-dates';

/** The text with its dates written in `language`, as the translator puts them back. */
const rewriteDates = (text: string, language: Language) => {
  const { marked, dates } = markDates(text, language);
  return unmarkDates(marked, dates);
};

const START = Date.parse('2024-01-01T00:00:00.000Z');
const moment = fc.integer({ min: 0, max: 6 * 365 * 86_400_000 }).map((ms) => new Date(START + ms));
const day = moment.map((at) => at.toISOString().slice(0, 10));
const time = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45, 59) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const words = fc.constantFrom('Hall A is already booked on ', 'Held until ', '', 'Walima, ');

const check = (property: fc.IProperty<unknown>) =>
  fc.assert(property, { numRuns: 400, verbose: true });

describe('rewriteDates', () => {
  it('writes a day and its hours as Urdu writes them, inside any sentence', () => {
    check(
      fc.property(words, day, time, time, (before, date, start, end) => {
        const english = formatDateWithTimes(date, start, end, { language: 'en' });
        const urdu = formatDateWithTimes(date, start, end, { language: 'ur' });
        expect(rewriteDates(`${before}${english}.`, 'ur')).toBe(`${before}${urdu}.`);
      }),
    );
  });

  it('writes a moment, a dense date, a day, a time and a range as Urdu writes them', () => {
    check(
      fc.property(moment, moment, time, time, (at, now, start, end) => {
        const both = (write: (language: 'en' | 'ur') => string) =>
          expect(rewriteDates(write('en'), 'ur')).toBe(write('ur'));
        both((language) => formatDateTime(at, { language }));
        both((language) => formatDateTime(at, { language, dense: true, now }));
        both((language) => formatDate(at.toISOString().slice(0, 10), { language }));
        both((language) => formatTime(start, { language }));
        both((language) => formatTimeRange(start, end, { language }));
      }),
    );
  });

  it('leaves English as it is, and what is not one of the app’s dates as written', () => {
    check(
      fc.property(fc.string(), (text) => {
        expect(rewriteDates(text, 'en')).toBe(text);
      }),
    );
    for (const kept of ['Rs 151,000', 'Hall 3 Mayfair', 'at 18:00', 'Room 6:00', '12 guests']) {
      expect(rewriteDates(kept, 'ur')).toBe(kept);
    }
  });
});
