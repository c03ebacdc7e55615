import { describe, expect, it } from 'vitest';
import { ftsQuery } from './search-text';

describe('search text to FTS query', () => {
  it('quotes each word and makes it a prefix', () => {
    expect(ftsQuery('Royal Marq')).toBe('"royal"* "marq"*');
  });

  it('drops FTS syntax so it is searched as text', () => {
    expect(ftsQuery('"shaadi" AND * NEAR(')).toBe('"shaadi"* "and"* "near"*');
    expect(ftsQuery('  *** "" ')).toBeUndefined();
  });

  it('keeps letters of other scripts and caps the number of words', () => {
    expect(ftsQuery('شادی ہال')).toBe('"شادی"* "ہال"*');
    expect(ftsQuery('a b c d e f g h i j')?.split(' ')).toHaveLength(8);
  });
});
