import { describe, expect, it } from 'vitest';
import { corrections, ftsMatch, ftsQuery, searchTerms, similarity, tsQuery } from './search-text';

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

describe('Roman-Urdu spellings and misspellings', () => {
  it('lets either spelling of a word find the other', () => {
    expect(ftsQuery('Mehendi Lahore')).toBe(
      '("mehndi"* OR "mehendi"* OR "mehandi"*) AND "lahore"*',
    );
    expect(tsQuery(searchTerms('valima')!)).toBe("('walima':* | 'valima':*)");
  });

  it('corrects to the most similar words, as pg_trgm measures them', () => {
    expect(similarity('mehndi', 'mehendi')).toBe(0.5);
    expect(similarity('walima', 'valima')).toBe(0.4);
    expect(corrections('fotography', ['photography', 'photo', 'fotography', 'geography'])).toEqual([
      'photography',
      'geography',
    ]);
    const [term] = searchTerms('fotography')!;
    expect(ftsMatch([{ ...term!, exact: ['photography'] }])).toBe(
      '("fotography"* OR "photography")',
    );
  });
});
