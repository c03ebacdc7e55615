// The values a hostile or broken client sends in place of good ones (item 6).

/** Unicode category Cc other than tab, line feed and carriage return: refused as text. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085'];

/** Text people type that must stay allowed: Urdu, right-to-left marks, zero-width joiners. */
export const RTL_AND_FORMAT_TEXT = [
  'شادی ہال، لاہور',
  '\u202eLahore\u202c',
  'نکاح\u200cنامہ',
  '\u200f۱۲۳\u200e',
  'Zar\u200dnigar\ufeff',
  '\u{1F48D} Walima',
];

export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '99999-01-01',
  '2026-1-1',
  '2026-02-29T25:61:00Z',
  '-001-01-01',
  '9999-12-31',
];

export const HUGE_NUMBERS: unknown[] = [
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  -0.5,
  3.5,
  1e-12,
];

export const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e999', '0x1F', '', ' ', '1,000', 'null'];

/** Path ids that are not ids: zero, negative, past 64 bits, words, escapes. */
export const BAD_IDS = [
  '0',
  '-1',
  '9223372036854775808',
  '18446744073709551616',
  'abc',
  '%00',
  '1.5',
  '1e3',
  '%20',
  '9'.repeat(400),
  '%F0%9F%92%8D',
  '%D8%B4%D8%A7%D8%AF%DB%8C',
  '..%2F..%2Fetc',
  'null',
  '%',
];

/** Query strings no form would send (without a `?`). */
export const BAD_QUERY_STRINGS = [
  '%',
  '%zz=1',
  'page=1&page=2&page=x',
  'q[]=a&q[]=b',
  'q[a]=b',
  '=&&=',
  '&&&',
  'limit=%00',
  'from=%E0%A4%A',
  'a=%FF%FE',
];

export const HUNDRED_KB = 'ش'.repeat(100 * 512);

/** An Authorization header no sign-in gave: malformed, of another scheme, forged, too long. */
export const BAD_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Basic YWRtaW46YWRtaW4=',
  'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl',
  `Bearer ${'a'.repeat(8000)}`,
];

/** `[[[…]]]` or `{"a":{"a":…}}`, `levels` deep. */
export function deeplyNested(levels: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < levels; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}
