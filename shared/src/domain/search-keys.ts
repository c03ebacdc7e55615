// Spelling keys: what a word of Roman Urdu, Urdu script or English folds to, so the spellings
// people type find one another (docs/product/discovery.md#how-search-reads-words). Urdu script is
// first written in Latin letters, a letter for a letter; then one set of rules folds both: the
// swaps of Roman Urdu (ph/f, q/k, z/j/zh, w/v, c/k, sh), a vowel or h, w, y after the first letter
// dropped (shaadi and shadi, mehndi and mehendi, walima and valima, نکاح and nikah), and a
// letter written twice written once. The server's index keeps the keys of every vendor's words,
// PostgreSQL computing them with search_keys() (postgres/migrations/0031), which the engines test
// holds to this module on generated words; the device searches its copies with this module.

/** Letters of Urdu script, each with the Latin letters Roman Urdu writes it with. */
export const URDU_LETTERS: Readonly<Record<string, string>> = {
  ا: 'a',
  آ: 'a',
  أ: 'a',
  إ: 'a',
  ٱ: 'a',
  ع: 'a',
  ء: 'a',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  و: 'w',
  ؤ: 'w',
  ہ: 'h',
  ه: 'h',
  ة: 'h',
  ۃ: 'h',
  ۂ: 'h',
  ھ: 'h',
  ی: 'y',
  ي: 'y',
  ى: 'y',
  ئ: 'y',
  ے: 'y',
  ۓ: 'y',
};

/** The forms of one Urdu letter that keyboards and older text use, as Urdu writes it. */
const URDU_FORMS: Readonly<Record<string, string>> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ه: 'ہ',
  ة: 'ہ',
  ۃ: 'ہ',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ۂ: 'ہ',
  ۓ: 'ے',
  ؤ: 'و',
};

/** Arabic-script marks (zabar, zer, pesh, shadd, sukun, khari zabar, the tatweel): dropped. */
const URDU_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036F]/g;
const URDU_FORM = new RegExp(`[${Object.keys(URDU_FORMS).join('')}]`, 'g');

/**
 * Text as search compares it: compatibility forms unified, lower case, Latin accents and
 * Arabic-script marks dropped, and each Urdu letter in the one form Urdu writes it.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFKC')
    .replace(URDU_MARKS, '')
    .replace(URDU_FORM, (letter) => URDU_FORMS[letter]!)
    .toLowerCase();
}

/** The words of a text, normalised, as the index splits them (letters and digits). */
export function searchWords(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const URDU_LETTER = new RegExp(`[${Object.keys(URDU_LETTERS).join('')}]`, 'g');

/**
 * The rules that fold a word in Latin letters to its key, in order. Each is one regular
 * expression both JavaScript and PostgreSQL read alike (postgres/migrations/0031 applies them
 * with regexp_replace in this order).
 */
export const KEY_RULES: readonly (readonly [RegExp, string])[] = [
  [/[^a-z]/g, ''],
  [/(.)\1+/g, '$1'],
  [/x/g, 'ks'],
  [/sh/g, 'x'],
  [/ph/g, 'f'],
  [/ch/g, 'C'],
  [/c/g, 'k'],
  [/C/g, 'c'],
  [/q/g, 'k'],
  [/j/g, 'z'],
  [/w/g, 'v'],
  [/^[aeiou]/g, 'A'],
  [/(.)[aeiouyvh]+/g, '$1'],
  [/A/g, 'a'],
  [/(.)\1+/g, '$1'],
];

/** Keys this short say too little to match on. */
export const MIN_KEY_LENGTH = 2;

/**
 * A word's spelling key, or undefined for a word too short to fold (under three letters, or
 * a key under two): `shaadi`, `shadi` and `شادی` are `xd`; `fotografer` and `photographer`
 * are `ftgrfr`.
 */
export function spellingKey(word: string): string | undefined {
  const latin = normaliseText(word).replace(URDU_LETTER, (letter) => URDU_LETTERS[letter]!);
  if ([...latin.replace(/[^a-z]/g, '')].length < 3) return undefined;
  let key = latin;
  for (const [pattern, replacement] of KEY_RULES) key = key.replace(pattern, replacement);
  return key.length >= MIN_KEY_LENGTH ? key : undefined;
}

/** The distinct keys of a text's words, space-separated: what the index keeps of a vendor. */
export function textKeys(text: string): string {
  const keys = new Set<string>();
  for (const word of searchWords(text)) {
    const key = spellingKey(word);
    if (key) keys.add(key);
  }
  return [...keys].join(' ');
}
