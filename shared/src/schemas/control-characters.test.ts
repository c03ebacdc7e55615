// The refusal of control characters (docs/product/texts.md#text-a-person-types) over random
// text: fast-check prints the seed and the smallest input of a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../constants/messages';
import { controlCharacterIssues, hasControlCharacter } from './control-characters';

/** Unicode category Cc less the three a text may hold: U+0000–U+001F and U+007F–U+009F. */
const REFUSED = [...Array(32).keys(), ...Array.from({ length: 33 }, (_, i) => 0x7f + i)]
  .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
  .map((code) => String.fromCharCode(code));

/** Text as people type it: any Unicode outside Cc, with tabs, line breaks and Urdu's joiners. */
const typed = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('\t', '\n', '\r\n', '\u200c', '\u200d', '\u200f', '\u200e', 'شادی', '💍'),
    ),
  )
  .map((parts) => parts.join('').replace(/\p{Cc}/gu, (c) => ('\t\n\r'.includes(c) ? c : '')));

const withControl = fc
  .tuple(typed, fc.constantFrom(...REFUSED), typed)
  .map(([before, control, after]) => `${before}${control}${after}`);

const key = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !hasControlCharacter(text));

describe('control characters in a request', () => {
  it('lets text as people type it through: Urdu, emoji, joiners, direction marks, line breaks', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(typed, fc.array(typed))), (body) => {
        expect(controlCharacterIssues(body)).toEqual([]);
      }),
    );
  });

  it('refuses every Cc character but tab, line feed and carriage return, on its own field', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, typed),
        key,
        fc.nat(3),
        withControl,
        (body, field, index, bad) => {
          const list = [...Array(index).keys()].map(String);
          const input = { ...body, [field]: [...list, bad] };
          expect(controlCharacterIssues(input)).toEqual([
            { path: [field, index], message: VALIDATION.controlCharacters },
          ]);
        },
      ),
    );
  });

  it('refuses a control character in a key, and reads a body nested 100,000 deep', () => {
    expect(controlCharacterIssues({ title: 'ok', 'a\u0000b': 1 })).toEqual([
      { path: ['a\u0000b'], message: VALIDATION.controlCharacters },
    ]);
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}"x\\u0000"${'}'.repeat(100_000)}`);
    expect(controlCharacterIssues(deep)[0]?.path).toHaveLength(100_000);
  });

  it('leaves the objects it is told another check reads', () => {
    const batch = { entries: [{ id: 'k', body: { title: 'a\u0000b' }, path: 'x\u0007' }] };
    expect(controlCharacterIssues(batch, ['entries', '*', 'body'])).toEqual([
      { path: ['entries', 0, 'path'], message: VALIDATION.controlCharacters },
    ]);
  });
});
