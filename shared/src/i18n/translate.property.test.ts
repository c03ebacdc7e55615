// Translating a text the server filled, over random templates and values: the English filled
// from a source reads back as its translation filled with the same values. fast-check prints
// the seed and the smallest template of a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../domain/format';
import { fill } from './text';
import { type CatalogEntry, createTranslate, type MessageToken } from './translate';

/** English literals and values never share a character, so a value cannot read as template. */
const englishWords = fc.stringMatching(/^[A-Za-z ,.:!?()]{1,12}$/);
const urduWords = fc.stringMatching(/^[\u0627-\u06cc ،۔]{1,12}$/);
const value = fc.stringMatching(/^[0-9\-/+_]{1,10}$/);
const names = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 4 });

/** A source alternating literals and `{name}`s, no two arguments side by side, and its translation. */
const template = names.chain((argNames) =>
  fc
    .record({
      english: fc.array(englishWords, {
        minLength: argNames.length + 1,
        maxLength: argNames.length + 1,
      }),
      urdu: fc.array(urduWords, { minLength: argNames.length + 1, maxLength: argNames.length + 1 }),
      urduOrder: fc.shuffledSubarray(argNames, {
        minLength: argNames.length,
        maxLength: argNames.length,
      }),
      values: fc.tuple(...argNames.map(() => value)),
      edges: fc.tuple(fc.boolean(), fc.boolean()),
    })
    .map(({ english, urdu, urduOrder, values, edges }) => {
      // The first and last literal may be empty: an argument may open or close the text.
      const [open, close] = edges;
      const literal = (words: string[], index: number) =>
        (index === 0 && open) || (index === words.length - 1 && close) ? '' : words[index]!;
      let source = literal(english, 0);
      argNames.forEach((name, index) => {
        source += `{${name}}${literal(english, index + 1)}`;
      });
      const tokens: MessageToken[] = [urdu[0]!];
      urduOrder.forEach((name, index) => {
        tokens.push([name], urdu[index + 1]!);
      });
      const filled = Object.fromEntries(argNames.map((name, index) => [name, values[index]!]));
      return { source, tokens, filled };
    }),
);

const check = (property: fc.IProperty<unknown>) =>
  fc.assert(property, { numRuns: 500, verbose: true });

describe('createTranslate', () => {
  it('reads a filled English text back as its translation filled with the same values', () => {
    check(
      fc.property(template, ({ source, tokens, filled }) => {
        const translate = createTranslate([{ source, translation: tokens }], 'ur');
        const expected = tokens
          .map((token) => (typeof token === 'string' ? token : filled[token[0]]))
          .join('');
        expect(translate(fill(source, filled))).toBe(expected);
      }),
    );
  });

  it('prefers an exact source, then the template with the most literal text', () => {
    check(
      fc.property(template, urduWords, ({ source, tokens, filled }, exactUrdu) => {
        const english = fill(source, filled);
        const entries: CatalogEntry[] = [
          // Reads anything: every text matches it, and it loses to any longer literal.
          { source: '{anything}', translation: [['anything']] },
          { source, translation: tokens },
        ];
        const expected = tokens
          .map((token) => (typeof token === 'string' ? token : filled[token[0]]))
          .join('');
        const hasLiteral = source.replace(/\{\w+\}/g, '').length > 0;
        const translate = createTranslate(entries, 'ur');
        if (hasLiteral) expect(translate(english)).toBe(expected);
        const withExact = createTranslate(
          [...entries, { source: english, translation: exactUrdu }],
          'ur',
        );
        expect(withExact(english)).toBe(exactUrdu);
      }),
    );
  });

  it('leaves a text no source reads untranslated', () => {
    const translate = createTranslate(
      [{ source: 'Up to {max} guests', translation: ['زیادہ سے زیادہ ', ['max'], ' مہمان'] }],
      'ur',
    );
    expect(translate('Up to 300 guests')).toBe('زیادہ سے زیادہ 300 مہمان');
    expect(translate('Up to 300 guests!')).toBeUndefined();
    expect(translate('Hall booked')).toBeUndefined();
  });

  it('picks a plural’s form by the value read', () => {
    const translate = createTranslate(
      [
        {
          source: '{count} days left',
          translation: [['count', 'plural', { one: ['ایک دن باقی'], other: ['#', ' دن باقی'] }]],
        },
      ],
      'ur',
    );
    expect(translate('1 days left')).toBe('ایک دن باقی');
    expect(translate('5 days left')).toBe('5 دن باقی');
  });

  it('sets the app’s dates aside, so no template reads a date’s pm, and writes them in Urdu', () => {
    const translate = createTranslate(
      [
        { source: '{minutes}m', translation: [['minutes'], ' منٹ'] },
        { source: '{count} of {title}', translation: [['title'], ' کی ', ['count']] },
        { source: 'Held until {time}', translation: [['time'], ' تک روکا گیا'] },
        { source: '{event}: {reason}', translation: [['event'], ': ', ['reason']] },
        { source: 'Walima', translation: 'ولیمہ' },
      ],
      'ur',
    );
    expect(translate('Held until Sat, 5 Dec 2026, 6:00 pm')).toBe(
      `${formatDateTime('2026-12-05T13:00:00.000Z', { language: 'ur' })} تک روکا گیا`,
    );
    expect(translate('Booked for 6:00 pm')).toBeUndefined();
    // A value that only joins texts of the app is read too; a name is kept as written.
    expect(translate('Walima: Held until Sat, 5 Dec 2026, 6:00 pm')).toMatch(
      /^ولیمہ: .* تک روکا گیا$/,
    );
    expect(translate('Sana: Held until Sat, 5 Dec 2026, 6:00 pm')).toMatch(/^Sana: /);
    expect(translate('Walima: Farah')).toBe('ولیمہ: Farah');
  });
});
