import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type GoldQuery,
  loadGoldSet,
  PAGE_SIZE,
  scoreQuery,
  shortfalls,
  summarise,
  type Vendor,
} from './search-quality-metrics';

const VENUE = 1;
const CATERER = 5;
const KARACHI = 1;
const LAHORE = 2;

const venue = (name: string, cityId = LAHORE): Vendor => ({ name, typeId: VENUE, cityId });
const caterer = (name: string, cityId = LAHORE): Vendor => ({ name, typeId: CATERER, cityId });
const many = (make: (name: string) => Vendor, n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => make(`${prefix} ${i}`));

const shadiHall: GoldQuery = { text: 'shadi hall', kind: 'roman', types: [VENUE] };

describe('a gold query’s score on the first page', () => {
  it('counts relevant cards over the page, and over what a page can hold of the relevant', () => {
    const venues = many(venue, 20, 'Hall');
    const page = [...venues.slice(0, 9), ...many(caterer, 3, 'Kitchen')];
    const score = scoreQuery(shadiHall, page, [...venues, ...many(caterer, 5, 'Foods')]);
    expect(score).toMatchObject({ relevantOnPage: 9, relevantInData: 20 });
    expect(score.precision).toBe(9 / PAGE_SIZE);
    expect(score.recall).toBe(9 / PAGE_SIZE);
  });

  it('asks a short page for every relevant vendor when there are fewer than a page', () => {
    const venues = many(venue, 3, 'Hall');
    const score = scoreQuery(shadiHall, venues.slice(0, 2), venues);
    expect(score.precision).toBe(1);
    expect(score.recall).toBe(2 / 3);
  });

  it('scores an empty page 0 when the data has relevant vendors, and 1 when it has none', () => {
    expect(scoreQuery(shadiHall, [], [venue('Noor Marquee')])).toMatchObject({
      precision: 0,
      recall: 0,
    });
    expect(scoreQuery(shadiHall, [], [caterer('Taj Foods')])).toMatchObject({
      precision: 1,
      recall: 1,
    });
  });

  it('keeps to the city the text names, for types and for names alike', () => {
    const query: GoldQuery = {
      text: 'shalimar marquee karachi',
      kind: 'name',
      names: ['Shalimar Marquee'],
      city: KARACHI,
    };
    const there = venue('Shalimar Marquee', KARACHI);
    const elsewhere = venue('Shalimar Marquee', LAHORE);
    const score = scoreQuery(query, [elsewhere, there], [there, elsewhere]);
    expect(score).toMatchObject({ relevantOnPage: 1, relevantInData: 1, precision: 0.5 });
  });
});

describe('the summary of a run', () => {
  const vendors = [...many(venue, 4, 'Hall'), ...many(caterer, 4, 'Kitchen')];
  const khana: GoldQuery = { text: 'khana', kind: 'roman', types: [CATERER] };
  const catring: GoldQuery = { text: 'catring', kind: 'misspelled', types: [CATERER] };
  const scores = [
    scoreQuery(shadiHall, vendors.slice(0, 4), vendors),
    scoreQuery(khana, vendors.slice(2, 6), vendors),
    scoreQuery(catring, [], vendors, 'no such column'),
  ];

  it('means precision and recall over the queries, overall and per kind', () => {
    const summary = summarise(scores);
    expect(summary.overall).toEqual({ queries: 3, precision: 0.5, recall: 0.5 });
    expect(summary.byKind).toEqual({
      roman: { queries: 2, precision: 0.75, recall: 0.75 },
      misspelled: { queries: 1, precision: 0, recall: 0 },
    });
  });

  it('names what misses the target: the overall figures and each empty page', () => {
    const summary = summarise(scores);
    expect(summary.emptyButExpected.map((score) => score.error)).toEqual(['no such column']);
    expect(shortfalls(summary)).toEqual([
      'overall precision 0.500 < 0.9',
      'overall recall 0.500 < 0.9',
      'no results for "catring" (4 relevant vendors)',
    ]);
    expect(shortfalls(summarise(scores.slice(0, 1)))).toEqual([]);
  });
});

describe('the gold set file', () => {
  const load = (queries: unknown) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'baraat-gold-'));
    try {
      const file = path.join(dir, 'gold.json');
      writeFileSync(file, JSON.stringify(queries));
      return loadGoldSet(pathToFileURL(file));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reads queries that expect types or names', () => {
    expect(load([shadiHall, { text: 'Taj Foods', kind: 'name', names: ['Taj Foods'] }])).toEqual([
      shadiHall,
      { text: 'Taj Foods', kind: 'name', names: ['Taj Foods'] },
    ]);
  });

  it('refuses a query that expects nothing, an unknown type or city, or an unknown field', () => {
    expect(() => load([{ text: 'shadi', kind: 'roman' }])).toThrow(/expects types or names/);
    expect(() => load([{ text: 'shadi', kind: 'roman', types: [15] }])).toThrow(/business type/);
    expect(() => load([{ ...shadiHall, city: 9 }])).toThrow(/city/);
    expect(() => load([{ ...shadiHall, typo: true }])).toThrow(/typo/);
  });
});
