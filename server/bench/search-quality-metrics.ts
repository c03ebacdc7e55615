// How well search finds what a couple means (docs/product/discovery.md#how-search-reads-words):
// the gold set (search-gold.json) says, for each query, the vendors it should find on the demo
// marketplace, by their business types (in a city, when the text names one) or by their names;
// a query's score is the precision and recall of the first page of results.
import { readFileSync } from 'node:fs';
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';
import { z } from 'zod';

/** The first page of the advanced search (docs/product/discovery.md#advanced-search). */
export const PAGE_SIZE = 12;
/** The least overall precision and recall the gold set asks of either engine. */
export const TARGET = 0.9;
export const KINDS = ['roman', 'urdu', 'english', 'misspelled', 'city', 'name'] as const;
export type Kind = (typeof KINDS)[number];

export const GOLD_FILE = new URL('./search-gold.json', import.meta.url);

const idOf = (list: typeof CITIES, what: string) =>
  z
    .number()
    .refine((id) => list.some((item) => item.id === id), { error: `not the id of a ${what}` });
const typeId = idOf(BUSINESS_TYPES, 'business type');
const cityId = idOf(CITIES, 'city');

const goldQuerySchema = z
  .strictObject({
    text: z.string().trim().min(1),
    kind: z.enum(KINDS),
    /** The business types a couple typing the text means. */
    types: z.array(typeId).min(1).optional(),
    /** The vendors it names, by their exact names. */
    names: z.array(z.string().min(1)).min(1).optional(),
    /** The city the text names: only vendors there are relevant. */
    city: cityId.optional(),
    /** Why it expects what it does, where that is not plain. */
    why: z.string().optional(),
  })
  .refine((query) => query.types || query.names, { error: 'a query expects types or names' });

export type GoldQuery = z.output<typeof goldQuerySchema>;

/** The gold set, checked: a wrong type id, city id or field is an error here, not a low score. */
export function loadGoldSet(file: URL = GOLD_FILE): GoldQuery[] {
  return z.array(goldQuerySchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** What relevance reads of a vendor, from the database or from a result card. */
export interface Vendor {
  name: string;
  typeId: number;
  cityId: number;
}

export function isRelevant(query: GoldQuery, vendor: Vendor): boolean {
  if (query.city !== undefined && vendor.cityId !== query.city) return false;
  return Boolean(query.types?.includes(vendor.typeId) || query.names?.includes(vendor.name));
}

export interface QueryScore {
  query: GoldQuery;
  /** The cards of the first page, in order. */
  page: Vendor[];
  relevantOnPage: number;
  /** Relevant vendors in the whole demo marketplace. */
  relevantInData: number;
  precision: number;
  recall: number;
  /** The search's error, when it failed (scored as an empty page). */
  error?: string;
}

/**
 * Precision: relevant cards over cards on the page (an empty page is 1 only when nothing is
 * relevant). Recall: relevant cards over what a page can hold of the relevant vendors.
 */
export function scoreQuery(
  query: GoldQuery,
  page: readonly Vendor[],
  vendors: readonly Vendor[],
  error?: string,
): QueryScore {
  const relevantOnPage = page.filter((card) => isRelevant(query, card)).length;
  const relevantInData = vendors.filter((vendor) => isRelevant(query, vendor)).length;
  const findable = Math.min(PAGE_SIZE, relevantInData);
  return {
    query,
    page: [...page],
    relevantOnPage,
    relevantInData,
    precision: page.length === 0 ? (relevantInData === 0 ? 1 : 0) : relevantOnPage / page.length,
    recall: findable === 0 ? 1 : relevantOnPage / findable,
    ...(error === undefined ? {} : { error }),
  };
}

export interface Figures {
  queries: number;
  precision: number;
  recall: number;
}

export interface Summary {
  overall: Figures;
  byKind: Partial<Record<Kind, Figures>>;
  /** Queries whose page is empty although the demo data has vendors for them. */
  emptyButExpected: QueryScore[];
}

function mean(scores: readonly QueryScore[]): Figures {
  const sum = (pick: (score: QueryScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  const n = scores.length;
  return {
    queries: n,
    precision: n ? sum((score) => score.precision) / n : 0,
    recall: n ? sum((score) => score.recall) / n : 0,
  };
}

/** Mean precision and recall over the queries, overall and per kind. */
export function summarise(scores: readonly QueryScore[]): Summary {
  const byKind: Partial<Record<Kind, Figures>> = {};
  for (const kind of KINDS) {
    const ofKind = scores.filter((score) => score.query.kind === kind);
    if (ofKind.length) byKind[kind] = mean(ofKind);
  }
  return {
    overall: mean(scores),
    byKind,
    emptyButExpected: scores.filter((score) => score.page.length === 0 && score.relevantInData > 0),
  };
}

/** What keeps a summary from the target: said in words, none when it meets it. */
export function shortfalls(summary: Summary): string[] {
  const { precision, recall } = summary.overall;
  return [
    ...(precision < TARGET ? [`overall precision ${precision.toFixed(3)} < ${TARGET}`] : []),
    ...(recall < TARGET ? [`overall recall ${recall.toFixed(3)} < ${TARGET}`] : []),
    ...summary.emptyButExpected.map(
      (score) => `no results for "${score.query.text}" (${score.relevantInData} relevant vendors)`,
    ),
  ];
}
