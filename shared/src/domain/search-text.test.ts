// How search reads a text (docs/product/discovery.md#how-search-reads-words): spelling keys
// over generated spellings (fast-check prints the seed of a failure), the vocabulary, cities,
// fillers and the tier a vendor matches at.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseText, spellingKey, textKeys } from './search-keys';
import { corrections, matchTier, parseSearch, similarity } from './search-text';
import { SEARCH_CONCEPTS } from './search-vocabulary';

const keyOf = (words: string[]) => new Set(words.map(spellingKey));

describe('spelling keys', () => {
  it.each([
    [['shadi', 'shaadi', 'shaddi', 'شادی', 'شادي']],
    [['barat', 'baraat', 'baarat', 'بارات']],
    [['walima', 'valima', 'walimah', 'ولیمہ', 'وليمه']],
    [['nikah', 'nikkah', 'nikaah', 'نکاح', 'نِکاح']],
    [['mehndi', 'mehendi', 'mehandi', 'mehindi', 'مہندی']],
    [['dholki', 'dholaki', 'ڈھولکی']],
    [['photographer', 'fotografer', 'photografer', 'فوٹوگرافر']],
    [['catering', 'catring', 'kaetring', 'کیٹرنگ']],
    [['dulhan', 'dulhun', 'دلہن']],
    [['qawwali', 'kawali', 'قوالی']],
    [['zevar', 'zewar', 'زیور']],
  ])('folds %j to one key', (spellings) => {
    expect(keyOf(spellings).size).toBe(1);
    expect(spellingKey(spellings[0]!)).toBeDefined();
  });

  it('keeps words apart that sound apart', () => {
    expect(spellingKey('shadi')).not.toBe(spellingKey('sadi'));
    expect(spellingKey('barat')).not.toBe(spellingKey('biryani'));
    expect(spellingKey('hall')).not.toBe(spellingKey('all'));
  });

  it('has no key for a word under three letters', () => {
    expect(spellingKey('dj')).toBeUndefined();
    expect(spellingKey('a1')).toBeUndefined();
    expect(textKeys('DJ Royal 3 Banquet royal')).toBe('rl bnkt');
  });

  it('unifies the forms of Urdu letters and drops their marks', () => {
    expect(normaliseText('شادي هال')).toBe('شادی ہال');
    expect(normaliseText('كَیک')).toBe('کیک');
    expect(normaliseText('Mehndì')).toBe('mehndi');
  });

  // Not x, which stands for two letters (ks).
  const latinWord = fc.stringMatching(/^[a-wyz]{3,12}$/);
  const print = { verbose: true } as const;

  it('ignores a letter typed twice', () => {
    fc.assert(
      fc.property(latinWord, fc.nat(), (word, at) => {
        const i = at % word.length;
        const doubled = word.slice(0, i + 1) + word[i] + word.slice(i + 1);
        expect(spellingKey(doubled)).toBe(spellingKey(word));
      }),
      print,
    );
  });

  it('ignores a vowel added after the first letter, away from an h', () => {
    fc.assert(
      fc.property(
        latinWord,
        fc.nat(),
        fc.constantFrom('a', 'e', 'i', 'o', 'u'),
        (word, at, vowel) => {
          const i = 1 + (at % word.length);
          fc.pre(word[i - 1] !== 'h' && word[i] !== 'h');
          const longer = word.slice(0, i) + vowel + word.slice(i);
          expect(spellingKey(longer)).toBe(spellingKey(word));
        },
      ),
      print,
    );
  });

  it('ignores the marks written over Urdu letters', () => {
    const urdu = fc.stringMatching(/^[بپتٹجچدڈرڑزسشکگلمنوہی]{3,8}$/);
    const mark = fc.constantFrom('\u064E', '\u0650', '\u064F', '\u0651', '\u0652', '\u0670');
    fc.assert(
      fc.property(urdu, fc.nat(), mark, (word, at, sign) => {
        const i = 1 + (at % word.length);
        expect(spellingKey(word.slice(0, i) + sign + word.slice(i))).toBe(spellingKey(word));
      }),
      print,
    );
  });
});

describe('reading a search text', () => {
  it('finds the vocabulary in Roman Urdu, English and Urdu script', () => {
    expect(parseSearch('shadi hall').terms).toMatchObject([{ types: [1] }]);
    expect(parseSearch('شادی ہال').terms).toMatchObject([{ types: [1] }]);
    expect(parseSearch('mehndi').terms[0]!.types).toEqual([1, 4, 6, 8, 11, 12]);
    expect(parseSearch('nikah').terms[0]!.types).toEqual([1, 13]);
    expect(parseSearch('میک اپ').terms).toMatchObject([{ types: [8] }]);
    expect(parseSearch('invitation card').terms).toMatchObject([{ types: [14] }]);
  });

  it('reads the same concept from every spelling of its word', () => {
    const types = (text: string) => parseSearch(text).terms.map((term) => term.types);
    expect(types('baraat')).toEqual(types('barat'));
    expect(types('بارات')).toEqual(types('barat'));
    expect(types('shaadi')).toEqual(types('shadi'));
    expect(types('dholl')).toEqual([[6]]);
    expect(types('gaari')).toEqual([[3]]);
  });

  it('takes a city named in the text as the city, and ignores filler words', () => {
    expect(parseSearch('best caterers in lahore')).toMatchObject({
      cityId: 2,
      terms: [{ typed: 'caterers', types: [5] }],
    });
    expect(parseSearch('شادی ہال کراچی').cityId).toBe(1);
    expect(parseSearch('photographer islamabad').cityId).toBe(3);
    expect(parseSearch('shadi ke liye hall').terms).toMatchObject([{ types: [1] }]);
    expect(parseSearch('ke liye wala').terms).toEqual([]);
  });

  it('drops a function of the wedding beside a kind of vendor', () => {
    expect(parseSearch('walima catering').terms).toMatchObject([{ types: [5] }]);
    expect(parseSearch('ولیمہ کیٹرنگ').terms).toMatchObject([{ types: [5] }]);
    expect(parseSearch('mehndi decor karachi')).toMatchObject({
      cityId: 1,
      terms: [{ types: [11] }],
    });
    expect(parseSearch('mehndi royal').terms.map((term) => term.typed)).toEqual([
      'mehndi',
      'royal',
    ]);
  });

  it('keeps every other word as a prefix with its key', () => {
    expect(parseSearch('Royal Shalim').terms).toMatchObject([
      { typed: 'royal', prefixes: ['royal'], keys: ['rl'], types: [] },
      { typed: 'shalim', prefixes: ['shalim'], keys: ['xlm'], types: [] },
    ]);
    // A word begun that folds to a word of the vocabulary already means it.
    expect(parseSearch('marq').terms).toMatchObject([{ types: [1] }]);
    expect(parseSearch('"shalimar" OR * NEAR(').terms.map((term) => term.typed)).toEqual([
      'shalimar',
      'or',
    ]);
  });

  it('lists every concept word once', () => {
    const words = SEARCH_CONCEPTS.flatMap((concept) => concept.words.map(normaliseText));
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('the tier a vendor matches at', () => {
  const venue = {
    name: 'Royal Banquet Hall',
    typeId: 1,
    offers: 'Marriage Marquee Hall Booking Walima Package',
    other: 'Lahore 12 Mall Road An event venue',
  };

  it('is 0 by name, 1 by type or offers, 2 by the rest, none when a term misses', () => {
    expect(matchTier(venue, parseSearch('royal').terms)).toBe(0);
    expect(matchTier(venue, parseSearch('shadi hall').terms)).toBe(1);
    expect(matchTier(venue, parseSearch('royal booking').terms)).toBe(1);
    expect(matchTier(venue, parseSearch('royal mall').terms)).toBe(2);
    expect(matchTier(venue, parseSearch('catering').terms)).toBeUndefined();
    expect(matchTier({ ...venue, typeId: 5 }, parseSearch('walima catering').terms)).toBe(1);
  });

  it('finds a name by its spelling key', () => {
    expect(matchTier(venue, parseSearch('rooyal').terms)).toBe(0);
  });
});

describe('corrections', () => {
  it('corrects to the most similar words, as pg_trgm measures them', () => {
    expect(similarity('mehndi', 'mehendi')).toBe(0.5);
    expect(similarity('walima', 'valima')).toBe(0.4);
    expect(corrections('fotography', ['photography', 'photo', 'fotography', 'geography'])).toEqual([
      'photography',
      'geography',
    ]);
  });
});
