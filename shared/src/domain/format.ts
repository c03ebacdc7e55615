// The one way Baraat writes dates, times and amounts, on screens and in the server's
// notifications alike: en-PK as Pakistan writes it, in Pakistan's time zone.
//   date        "Thu, 3 Dec 2026"      (dense lists: "Thu, 3 Dec" inside the current year)
//   time        "6:00 pm"
//   time range  "6:00 – 11:00 pm", "11:00 am – 2:00 pm"
//   date-time   "Thu, 3 Dec 2026, 2:19 am"
//   amount      "Rs 151,000"
// In Urdu (docs/product/texts.md#urdu) the same shapes with Urdu names of days, months and
// times of day, and Latin digits: "جمعرات، 3 دسمبر 2026", "6:00 شام", "Rs 151,000".
// Names of days and months are spelled here rather than asked of Intl, so Node and every
// browser print the same words whatever ICU data they carry.
import { currentLanguage, type Language } from '../i18n/languages';
import { timeInPakistan, todayInPakistan } from './dates';

interface Words {
  weekdays: readonly string[];
  months: readonly string[];
  monthNames: readonly string[];
  /** Between a weekday and its date, a date and its time, and the parts of a list. */
  comma: string;
}

const MONTHS_UR = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];

const WORDS: Record<Language, Words> = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthNames: MONTH_NAMES_EN(),
    comma: ', ',
  },
  ur: {
    weekdays: ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'],
    months: MONTHS_UR,
    monthNames: MONTHS_UR,
    comma: '، ',
  },
};

function MONTH_NAMES_EN(): string[] {
  return [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
}

// en-PK groups in thousands (151,000) and writes the rupee as "Rs" followed by a no-break
// space, which keeps the sign with its number in a narrow table cell.
const PKR = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
});

/** "Rs 151,000": an amount in whole rupees. */
export function formatPkr(amount: number): string {
  return PKR.format(amount);
}

export interface DateOptions {
  /** A dense list: the year is left out for dates in the current year (in Pakistan). */
  dense?: boolean;
  /** The moment "the current year" is judged at; now unless a test says otherwise. */
  now?: Date;
  /** The language to write in; the app's (currentLanguage) unless given. */
  language?: Language;
}

const words = (options?: { language?: Language }) => WORDS[options?.language ?? currentLanguage()];

/** The names of days and months a language writes dates with (rewritten-dates.ts reads them). */
export const dateWords = (language: Language): Readonly<Words> => WORDS[language];

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function dayParts(date: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

const weekdayIndex = ({ year, month, day }: DayParts) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const currentYear = (now: Date = new Date()) => Number(todayInPakistan(now).slice(0, 4));

/** "Thu, 3 Dec 2026" for a YYYY-MM-DD date; anything else is returned as it came. */
export function formatDate(date: string, options: DateOptions = {}): string {
  const parts = dayParts(date);
  if (!parts) return date;
  const { weekdays, months, comma } = words(options);
  const year = options.dense && parts.year === currentYear(options.now) ? '' : ` ${parts.year}`;
  return `${weekdays[weekdayIndex(parts)]}${comma}${parts.day} ${months[parts.month - 1]}${year}`;
}

/** "Thu": a YYYY-MM-DD date's weekday, for a calendar's column heads. */
export function formatWeekday(date: string, options?: { language?: Language }): string {
  const parts = dayParts(date);
  return parts ? words(options).weekdays[weekdayIndex(parts)]! : '';
}

/** "December 2026": the month a YYYY-MM or YYYY-MM-DD date falls in, for a calendar's title. */
export function formatMonth(date: string, options?: { language?: Language }): string {
  const parts = dayParts(date.length === 7 ? `${date}-01` : date);
  return parts ? `${words(options).monthNames[parts.month - 1]} ${parts.year}` : date;
}

/** "17 – 23 Nov 2026", "30 Nov – 6 Dec 2026", "28 Dec 2026 – 3 Jan 2027": a span of days. */
export function formatDateSpan(
  from: string,
  to: string,
  options?: { language?: Language },
): string {
  const a = dayParts(from);
  const b = dayParts(to);
  if (!a || !b) return `${from} – ${to}`;
  const { months } = words(options);
  const end = `${b.day} ${months[b.month - 1]} ${b.year}`;
  if (a.year !== b.year) return `${a.day} ${months[a.month - 1]} ${a.year} – ${end}`;
  if (a.month !== b.month) return `${a.day} ${months[a.month - 1]} – ${end}`;
  return `${a.day} – ${end}`;
}

interface ClockParts {
  clock: string;
  /** "am" or "pm"; in Urdu the time of day: صبح, دوپہر, شام or رات. */
  half: string;
}

/** The Urdu time of day an hour (0–23) falls in, as Pakistan says it. */
function urduPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'صبح';
  if (hour >= 12 && hour < 16) return 'دوپہر';
  if (hour >= 16 && hour < 19) return 'شام';
  return 'رات';
}

function clockParts(time: string, options?: { language?: Language }): ClockParts | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour > 23 || Number(match[2]) > 59) return null;
  const urdu = (options?.language ?? currentLanguage()) === 'ur';
  const half = urdu ? urduPeriod(hour) : hour < 12 ? 'am' : 'pm';
  return { clock: `${hour % 12 || 12}:${match[2]}`, half };
}

/** "6:00 pm" for a 24-hour HH:MM; anything else is returned as it came. */
export function formatTime(time: string, options?: { language?: Language }): string {
  const parts = clockParts(time, options);
  return parts ? `${parts.clock} ${parts.half}` : time;
}

/** "6:00 – 11:00 pm", or "11:00 am – 2:00 pm" when the range crosses noon. */
export function formatTimeRange(
  start: string,
  end: string,
  options?: { language?: Language },
): string {
  const a = clockParts(start, options);
  const b = clockParts(end, options);
  if (!a || !b) return `${formatTime(start, options)} – ${formatTime(end, options)}`;
  const first = a.half === b.half ? a.clock : `${a.clock} ${a.half}`;
  return `${first} – ${b.clock} ${b.half}`;
}

/** "6:00 – 11:00 pm" from the API's "18:00 - 23:00" (an event's hours as one field). */
export function formatTimeRangeText(text: string, options?: { language?: Language }): string {
  const match = /^(\S+)\s*[-–]\s*(\S+)$/.exec(text.trim());
  if (!match || !clockParts(match[1]!) || !clockParts(match[2]!)) return text;
  return formatTimeRange(match[1]!, match[2]!, options);
}

/** "Thu, 3 Dec 2026, 6:00 – 11:00 pm": a day and the hours booked on it. */
export function formatDateWithTimes(
  date: string,
  start: string,
  end: string,
  options: DateOptions = {},
): string {
  return `${formatDate(date, options)}${words(options).comma}${formatTimeRange(start, end, options)}`;
}

/** "Thu, 26 Nov 2026, 2:19 am": a moment, as a clock in Pakistan showed it. */
export function formatDateTime(at: string | number | Date, options: DateOptions = {}): string {
  const moment = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(moment.getTime())) return typeof at === 'string' ? at : '';
  const date = formatDate(todayInPakistan(moment), options);
  return `${date}${words(options).comma}${formatTime(timeInPakistan(moment), options)}`;
}

/** "2:19 am": a moment's time of day in Pakistan. */
export function formatClock(at: string | number | Date, options?: { language?: Language }): string {
  const moment = at instanceof Date ? at : new Date(at);
  return Number.isNaN(moment.getTime()) ? '' : formatTime(timeInPakistan(moment), options);
}

/** The YYYY-MM-DD date a moment falls on in Pakistan. */
export function dateOfMoment(at: string | number | Date): string {
  return todayInPakistan(at instanceof Date ? at : new Date(at));
}

/** ", " in English, "، " in Urdu: between the parts of a list (an address and its city too). */
export function comma(options?: { language?: Language }): string {
  return WORDS[options?.language ?? currentLanguage()].comma;
}

/** A rating to one decimal, "New" for a vendor nobody has rated yet. */
export function formatRating(rating: number, options?: { language?: Language }): string {
  if (rating > 0) return rating.toFixed(1);
  return (options?.language ?? currentLanguage()) === 'ur' ? 'نیا' : 'New';
}

/** A status or filter word as a label: its first letter in capitals ("pending" → "Pending"). */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
