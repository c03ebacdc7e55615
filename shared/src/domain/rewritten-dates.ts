// Dates and times the server wrote in English (format.ts's shapes) written again in the
// reader's language (docs/architecture.md#urdu-on-the-server). A refusal or a notification is
// made in English, "Hall A is already booked on Thu, 3 Dec 2026, 6:00 – 11:00 pm", and
// translated by its template when read; the date inside it is a value, so it is rewritten
// here: "جمعرات، 3 دسمبر 2026، 6:00 شام – 11:00 رات". Only format.ts's own shapes are read:
// anything else (a name, an amount, a time with no am or pm) stays as it was written.
import type { Language } from '../i18n/languages';
import { dateWords, formatTime, formatTimeRange } from './format';

const EN = dateWords('en');
const WEEKDAY = EN.weekdays.join('|');
const MONTH = EN.months.join('|');
const TIME = '(\\d{1,2}):(\\d{2})(?: (am|pm))?';
const TIMES = `${TIME}(?: – ${TIME})?`;
/** "Thu, 3 Dec 2026, 6:00 – 11:00 pm" and its parts (the year left out in a dense list), or
 * the times alone. */
const WRITTEN = new RegExp(
  `(?:(?:\\b(${WEEKDAY}), )?\\b(\\d{1,2}) (${MONTH})\\b(?: (\\d{4}))?(?:, ${TIMES})?)|(?:\\b${TIMES})`,
  'g',
);

/** "18:00" from "6:00" and "pm"; undefined without a half of the day. */
function clock(hour: string, minute: string, half: string | undefined): string | undefined {
  if (!half) return undefined;
  const hours = (Number(hour) % 12) + (half === 'pm' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minute}`;
}

/** One time or a range, as format.ts writes it in `language`; undefined when not one of its. */
function times(parts: (string | undefined)[], language: Language): string | undefined {
  const [hour, minute, half, endHour, endMinute, endHalf] = parts;
  if (hour === undefined || minute === undefined) return undefined;
  if (endHour === undefined || endMinute === undefined) {
    const at = clock(hour, minute, half);
    return at && formatTime(at, { language });
  }
  const end = clock(endHour, endMinute, endHalf);
  const start = clock(hour, minute, half ?? endHalf);
  return start && end && formatTimeRange(start, end, { language });
}

/** One date or time WRITTEN read, written in `language`; as it was when it is not one. */
function rewriteOne(whole: string, groups: (string | undefined)[], language: Language): string {
  const to = dateWords(language);
  const [weekday, day, month, year] = groups;
  if (day === undefined || month === undefined)
    return times(groups.slice(10, 16), language) ?? whole;
  let date = `${day} ${to.months[EN.months.indexOf(month)]}${year ? ` ${year}` : ''}`;
  if (weekday) date = `${to.weekdays[EN.weekdays.indexOf(weekday)]}${to.comma}${date}`;
  if (groups[4] === undefined) return date;
  const hours = times(groups.slice(4, 10), language);
  return hours ? `${date}${to.comma}${hours}` : whole;
}

const MARK = /\uE000(\d+)\uE001/g;

/**
 * `text` with each date and time format.ts wrote in English replaced by a mark (private-use
 * characters around its index), and each written in `language`: a translator matches the
 * marked text, so no template reads a date's "pm" as a word, and puts the dates back with
 * `unmarkDates`.
 */
export function markDates(text: string, language: Language): { marked: string; dates: string[] } {
  const dates: string[] = [];
  const marked = text.replace(WRITTEN, (whole, ...groups: (string | undefined)[]) => {
    const written = rewriteOne(whole, groups, language);
    if (written === whole) return whole;
    dates.push(written);
    return `\uE000${dates.length - 1}\uE001`;
  });
  return { marked, dates };
}

/** A marked text with its dates put back. */
export const unmarkDates = (text: string, dates: readonly string[]): string =>
  text.replace(MARK, (whole, index: string) => dates[Number(index)] ?? whole);
