// The letters Urdu's faces carry (docs/architecture.md#right-to-left): the Arabic script's
// letters and marks as Urdu writes them, Urdu's own letters (ٹ ڈ ڑ ں ھ ہ ے and the rest), its
// punctuation (، ؛ ؟ ۔), both sets of Arabic-Indic digits, and the joiners and direction marks
// a right-to-left line uses. client/i18n-build/subset-urdu-fonts.ts cuts the Noto faces down to
// these (the Arabic-script files hold Persian, Sindhi, Pashto and Kurdish letters too, ~3x the
// bytes), and client/i18n-build/urdu-fonts.test.ts checks the Urdu catalog writes no letter
// outside them. A letter outside (one a person typed) is drawn in the system's font.

/** Code point ranges, first and last, both included. */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // hamza … ghain
  [0x0640, 0x0658], // tatweel, fa … ya, the vowel marks and Urdu's marks
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands signs
  [0x0670, 0x0670], // superscript alef
  [0x0679, 0x0679], // ٹ
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0688, 0x0688], // ڈ
  [0x0691, 0x0691], // ڑ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06ba, 0x06ba], // ں
  [0x06be, 0x06be], // ھ
  [0x06c0, 0x06c3], // ۀ ہ ۂ ۃ
  [0x06cc, 0x06cc], // ی
  [0x06d2, 0x06d4], // ے ۓ ۔
  [0x06f0, 0x06f9], // Urdu's digits
  [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
];

const hex = (point: number) => point.toString(16).toUpperCase();

/** The faces' unicode-range: only these letters make the page use them. */
export const URDU_LETTER_RANGE = RANGES.map(([first, last]) =>
  first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
).join(', ');

/** Every letter, one after another, as the subsetter takes them. */
export const URDU_LETTERS = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
).join('');

/** Whether `letter` (one code point) is one Urdu's faces draw. */
export function isUrduLetter(letter: string): boolean {
  const point = letter.codePointAt(0) ?? -1;
  return RANGES.some(([first, last]) => point >= first && point <= last);
}
