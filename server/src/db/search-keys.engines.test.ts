// PostgreSQL folds a vendor's words to the keys the device and SQLite fold them to
// (docs/product/discovery.md#how-search-reads-words, docs/architecture.md#10-two-engines):
// search_keys() of postgres/migrations/0031 gives textKeys() of the shared module on generated
// texts (Latin letters with accents, Urdu letters in their several forms, Arabic-script marks,
// digits, spaces and punctuation; fast-check prints the seed of a failure), on every word and
// phrase the vocabulary and the cities know and on the demo's vendors; and its words are made of
// the very characters JavaScript's searchWords() keeps, code point by code point.

import { searchWords, textKeys, URDU_LETTERS } from '@baraat/shared/domain/search-keys';
import { CITY_WORDS, FILLER_WORDS, SEARCH_CONCEPTS } from '@baraat/shared/domain/search-vocabulary';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_NAMES, OWNER_FIRST_NAMES, PACKAGE_TIERS, VOCABULARY } from '../seed/vocabulary';
import { openTestDatabase, type TestDatabase } from '../test/engines';
import { all, get } from './engine';

/** What PostgreSQL makes of each text: its keys and its words. */
async function onPostgres(postgres: TestDatabase, texts: string[]) {
  return postgres.database.read(
    all<{ keys: string; words: string[] }>(
      `SELECT search_keys(text) AS keys, search_words(text) AS words
       FROM unnest(CAST(@texts AS text[])) WITH ORDINALITY AS given (text, n) ORDER BY n`,
      { texts },
    ),
  );
}

const inJavaScript = (texts: string[]) =>
  texts.map((text) => ({ keys: textKeys(text), words: searchWords(text) }));

const LATIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ACCENTED = [...'éèêëáàâäãåçñöóôøüúûïíîýÿÉÅÇÑÖÜİßæœ', 'e\u0301', 'a\u0308'];
/** The Urdu letters, their other forms (URDU_FORMS), and letters Urdu does not write. */
const URDU = [...Object.keys(URDU_LETTERS), ...'یکہےاو', ...'ڭۆ'];
/** Zabar, zer, pesh, shadd, sukun, khari zabar, the tatweel, a Quranic mark, hamza above. */
const MARKS = [
  '\u064E',
  '\u0650',
  '\u064F',
  '\u0651',
  '\u0652',
  '\u0670',
  '\u0640',
  '\u06E1',
  '\u0654',
];
const DIGITS = [...'0123456789', '\u06F1', '\u06F5', '\u0662', '²', '½'];
const SEPARATORS = [...' \t\n.,;:-–—&/\'"()!?@#+', '\u060C', '\u06D4', '\u061F', '\u00A0'];

const character = fc.oneof(
  { arbitrary: fc.constantFrom(...LATIN), weight: 6 },
  { arbitrary: fc.constantFrom(...ACCENTED), weight: 1 },
  { arbitrary: fc.constantFrom(...URDU), weight: 6 },
  { arbitrary: fc.constantFrom(...MARKS), weight: 1 },
  { arbitrary: fc.constantFrom(...DIGITS), weight: 1 },
  { arbitrary: fc.constantFrom(...SEPARATORS), weight: 2 },
);
const text = fc.array(character, { maxLength: 40 }).map((characters) => characters.join(''));

/** The texts of the demo's vendors (server/src/seed): names, packages and bios. */
function demoTexts(): string[] {
  return Object.values(VOCABULARY).flatMap((vocabulary) => [
    ...vocabulary.names.flatMap((name) => vocabulary.suffixes.map((suffix) => `${name} ${suffix}`)),
    ...PACKAGE_TIERS.flatMap((tier) => vocabulary.packages.map((name) => `${tier} ${name}`)),
    ...vocabulary.features,
    vocabulary.bio,
  ]);
}

/** The code points JavaScript counts a word's, as [first, last] ranges. */
function wordCharacterRanges(): [number, number][] {
  const ranges: [number, number][] = [];
  const isWord = /^[\p{L}\p{N}]$/u;
  for (let code = 1; code <= 0x10ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (!isWord.test(String.fromCodePoint(code))) continue;
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

describe('the spelling keys on PostgreSQL', () => {
  let postgres: TestDatabase;
  beforeAll(async () => {
    postgres = await openTestDatabase('postgres');
  });
  afterAll(() => postgres.close());

  it('folds the words of any text as the shared module does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 40 }), async (texts) => {
        expect(await onPostgres(postgres, texts)).toEqual(inJavaScript(texts));
      }),
      { numRuns: 60 },
    );
  });

  it('folds every word the vocabulary, the cities and the demo vendors have as the shared module does', async () => {
    const texts = [
      ...SEARCH_CONCEPTS.flatMap((concept) => concept.words),
      ...Object.values(CITY_WORDS).flat(),
      ...FILLER_WORDS,
      ...demoTexts(),
      ...OWNER_FIRST_NAMES.flatMap((first) => FAMILY_NAMES.map((last) => `${first} ${last}`)),
    ];
    expect(texts.length).toBeGreaterThan(500);
    const folded = await onPostgres(postgres, texts);
    expect(folded).toEqual(inJavaScript(texts));
    // The spellings the search is for fold together on PostgreSQL too.
    const keyOf = (word: string) => folded[texts.indexOf(word)]?.keys;
    expect(['shaadi', 'شادی'].map(keyOf)).toEqual(['xd', 'xd']);
    expect(['baraat', 'بارات'].map(keyOf)).toEqual(['brt', 'brt']);
  });

  it('makes words of the very characters JavaScript does, and only of those', async () => {
    const postgresWords = await postgres.database.read(
      get<{ ranges: [number, number][] }>(
        `WITH word AS (
           SELECT code FROM generate_series(1, 1114111) AS code,
             CAST('^[' || search_word_characters() || ']$' AS text) AS pattern
           WHERE code NOT BETWEEN 55296 AND 57343 AND chr(code) ~ pattern
         )
         SELECT coalesce(json_agg(json_build_array(first, last) ORDER BY first), '[]') AS ranges
         FROM (SELECT min(code) AS first, max(code) AS last
               FROM (SELECT code, code - row_number() OVER (ORDER BY code) AS run FROM word) AS r
               GROUP BY run) AS runs`,
      ),
    );
    expect(postgresWords?.ranges).toEqual(wordCharacterRanges());
  });
});
