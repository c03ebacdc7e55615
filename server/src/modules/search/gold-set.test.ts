// The gold set (server/bench/search-gold.json) on SQLite's demo marketplace, through the same
// functions as `npm run search:quality` (docs/product/discovery.md#how-to-add-a-word): the set
// itself is sound, and search finds what each query means. The last test is the target search
// is held to; when it fails it names the overall figures and every query that falls short.
import { searchWords } from '@baraat/shared/domain/search-keys';
import { SEARCH_CONCEPTS } from '@baraat/shared/domain/search-vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isRelevant,
  loadGoldSet,
  type QueryScore,
  shortfalls,
  summarise,
  TARGET,
  type Vendor,
} from '../../../bench/search-quality-metrics';
import {
  type DemoMarketplace,
  liveVendors,
  openDemoMarketplace,
  searchGoldSet,
} from '../../../bench/search-quality-run';
import { sqliteDatabase } from '../../db/sqlite-engine';

const GOLD = loadGoldSet();
const URDU = /[\u0600-\u06FF]/;

let demo: DemoMarketplace;
let vendors: Vendor[];

beforeAll(async () => {
  demo = await openDemoMarketplace();
  vendors = await liveVendors(sqliteDatabase(demo.db));
});
afterAll(() => demo?.close());

/** Whether the words of a text hold a phrase's words, in order and side by side. */
function holdsPhrase(text: string, phrase: string): boolean {
  return ` ${searchWords(text).join(' ')} `.includes(` ${searchWords(phrase).join(' ')} `);
}

describe('the gold set of searches', () => {
  it('holds at least 220 different queries, each expecting vendors the demo marketplace has', () => {
    expect(GOLD.length).toBeGreaterThanOrEqual(220);
    const texts = GOLD.map((query) => query.text.toLowerCase());
    expect(texts.filter((text, at) => texts.indexOf(text) !== at)).toEqual([]);
    const unfindable = GOLD.filter((query) => !vendors.some((v) => isRelevant(query, v)));
    expect(unfindable.map((query) => query.text)).toEqual([]);
    const names = new Set(vendors.map((vendor) => vendor.name));
    const unknown = GOLD.flatMap((query) => query.names ?? []).filter((name) => !names.has(name));
    expect(unknown).toEqual([]);
  });

  it('asks for every concept of the vocabulary in each script the vocabulary writes it in', () => {
    const missing = SEARCH_CONCEPTS.flatMap((concept) =>
      [false, true].flatMap((urdu) => {
        const words = concept.words.filter((word) => URDU.test(word) === urdu);
        const asked = GOLD.some((query) => words.some((word) => holdsPhrase(query.text, word)));
        return words.length > 0 && !asked
          ? [`${concept.words[0]} in ${urdu ? 'Urdu' : 'Roman'} script`]
          : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});

const figures = (score: QueryScore) =>
  `P ${score.precision.toFixed(2)} R ${score.recall.toFixed(2)}  "${score.query.text}" ` +
  `(${score.query.kind}, ${score.error ? 'error' : `${score.page.length} results`})`;

describe('search on the gold set: the target', () => {
  it(`finds what each query means: overall precision and recall of the first page ≥ ${TARGET}, no empty page for a query with vendors`, async () => {
    const scores = await searchGoldSet(sqliteDatabase(demo.db), GOLD, vendors);
    const summary = summarise(scores);
    const byKind = Object.entries(summary.byKind).map(
      ([kind, f]) => `${kind}: P ${f.precision.toFixed(2)} R ${f.recall.toFixed(2)}`,
    );
    const short = scores.filter((score) => score.precision < TARGET || score.recall < TARGET);
    const failed = scores.filter((score) => score.error);
    const report = [
      `gold set on SQLite: P ${summary.overall.precision.toFixed(3)} R ${summary.overall.recall.toFixed(3)} over ${scores.length} queries (${byKind.join('; ')})`,
      ...(failed.length ? [`the search failed on ${failed.length}: ${failed[0]!.error}`] : []),
      `${short.length} queries under ${TARGET} (npm run search:quality -- --engine sqlite --verbose shows their pages):`,
      ...short.map(figures),
    ].join('\n');
    expect(shortfalls(summary), report).toEqual([]);
  });
});
