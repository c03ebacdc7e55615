import { describe, expect, it } from 'vitest';
import { markedTextsOf } from './marked-texts';

describe('markedTextsOf', () => {
  it('finds a marked text in either quote, and one the formatter put on its own line', () => {
    const code = [
      "const a = tx('Booking not found');",
      'const b = tx("Punjab\'s Marriage Functions Act");',
      'const c = tx(',
      "  'Username can only contain letters, numbers, hyphens, and underscores (no spaces)',",
      ');',
    ].join('\n');
    expect(markedTextsOf(code)).toEqual([
      { text: 'Booking not found', line: 1 },
      { text: "Punjab's Marriage Functions Act", line: 2 },
      {
        text: 'Username can only contain letters, numbers, hyphens, and underscores (no spaces)',
        line: 3,
      },
    ]);
  });

  it('takes no template literal and no concatenation', () => {
    expect(markedTextsOf("tx(`Up to {max}`); tx('a' + b);")).toEqual([]);
  });
});
