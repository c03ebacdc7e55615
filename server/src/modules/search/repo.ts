// The vendor search: COUNTs and SELECTs for the page, built from allow-listed pieces, as steps on
// either engine (docs/architecture.md#10-two-engines). User text only ever reaches MATCH or the
// tsquery as a bound parameter built by match.ts from the shared module's words.
import { type SearchTerm, searchWords } from '@baraat/shared/domain/search-text';
import { all, type Engine, get, type Step } from '../../db/engine';
import { details, OFFERS } from './card-sql';
import { ftsLevel, ftsMatch, LEVELS, type Level, tsLevel, tsMatch } from './match';
import { build, facetMatch, facetTokens, type SearchFilters, type TextMatch } from './sql';

export interface ListingRow {
  id: number;
  business_name: string;
  slug: string;
  thumbnail_url: string | null;
  rating: number;
  review_count: number;
  address: string;
  business_phone: string;
  business_email: string | null;
  no_of_workers: number;
  bio: string;
  business_type_id: number;
  business_type: string;
  city_id: number;
  business_city: string;
  is_verified: 0 | 1;
  is_featured: 0 | 1;
  min_price: number | null;
  max_price: number | null;
  no_of_packages: number;
  max_capacity: number;
  has_online_booking: 0 | 1;
  has_instant_booking: 0 | 1;
  response_time_hours: number | null;
  distance_km: number | null;
  created_at: string;
  /** Up to three image links, thumbnail first, as a JSON array's text. */
  portfolio: string;
  /** The words of its services' and packages' names, each once, sorted (the same on both
   * engines, whose texts list the names in their own orders). */
  offer_words: string[];
}

const COUNT_CACHE_SIZE = 1000;
/** Matches few enough to read and sort, rather than walk the order's index testing each. */
const FEW_MATCHES = 250;

type PageRow = { id: number; distance_km: number | null };

/** What one search has read so far: the version, read once (each count asks for it). */
interface Reading {
  version?: number | null;
}

/** Vendors whose offer words are kept (each under the version it was read at). */
const OFFER_WORDS_CACHE_SIZE = 5000;

/** The words of live businesses' names and types: what a misspelt term is corrected to. */
const SIMILAR_WORDS = `SELECT DISTINCT word FROM business_search_words
WHERE word % CAST(@typed AS TEXT)`;
const NAMES_AND_TYPES = `SELECT b.business_name, t.name AS business_type FROM businesses b
JOIN business_types t ON t.id = b.business_type_id WHERE b.is_deleted = 0`;

/** The search's statements for one engine, with SQLite's count cache. */
export function createSearchRepo(engine: Engine) {
  const counts = new Map<string, { version: number | null; n: number }>();
  const offers = new Map<number, { version: number | null; words: string[] }>();
  let vocabulary: { version: number | null; words: Set<string> } | undefined;

  /** The version of what the search counts: SQLite's one row, PostgreSQL's 64 summed. */
  const VERSION = {
    sqlite: 'SELECT version FROM search_meta WHERE id = 1',
    postgres: 'SELECT CAST(sum(version) AS bigint) AS version FROM search_versions',
  };

  /** Null when the version's rows are gone: then nothing is cached. */
  function* searchVersion(): Step<number | null> {
    return (yield* get<{ version: number | null }>(VERSION))?.version ?? null;
  }

  /**
   * A count, cached while what it counts is unchanged (search_meta on SQLite, search_versions
   * on PostgreSQL, read in the same snapshot); a count of open slots, which those versions do
   * not follow, is counted every time.
   */
  function* count(
    reading: Reading,
    filters: SearchFilters,
    sql: string,
    params: Record<string, unknown>,
  ): Step<number> {
    if (filters.availability) return (yield* get<{ n: number }>(sql, params))!.n;
    const key = `${sql}\n${JSON.stringify(params)}`;
    if (reading.version === undefined) reading.version = yield* searchVersion();
    const current = reading.version;
    const cached = counts.get(key);
    if (current !== null && cached?.version === current) return cached.n;
    const n = (yield* get<{ n: number }>(sql, params))!.n;
    counts.delete(key);
    counts.set(key, { version: current, n });
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    return n;
  }

  /** The vendors a text query (for this engine) matches, with the filters. */
  function* countText(reading: Reading, filters: SearchFilters, text: TextMatch): Step<number> {
    const facets = 'match' in text ? facetMatch(filters, text.match) : undefined;
    if (facets !== undefined && engine === 'sqlite') {
      return yield* count(
        reading,
        filters,
        'SELECT count(*) AS n FROM businesses_fts WHERE businesses_fts MATCH @match',
        { match: facets },
      );
    }
    // Text alone: business_search holds the live businesses, so it counts them by itself.
    if (facets !== undefined && facetTokens(filters).length === 0) {
      return yield* count(
        reading,
        filters,
        'SELECT count(*) AS n FROM business_search WHERE document @@ CAST(@match AS tsquery)',
        { match: facets },
      );
    }
    const { from, where, params } = build(filters, engine, { ...text, few: true });
    return yield* count(
      reading,
      filters,
      `SELECT count(*) AS n FROM ${from} WHERE ${where}`,
      params,
    );
  }

  function* rowPage(
    filters: SearchFilters,
    text: TextMatch | undefined,
    skip: number,
    limit: number,
  ): Step<PageRow[]> {
    const { from, where, params, distance, order } = build(filters, engine, text);
    return yield* all<PageRow>(
      `SELECT b.id, ${distance} AS distance_km FROM ${from}
       WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @skip`,
      { ...params, limit, skip },
      // A text's matches number ten or ten thousand: PostgreSQL plans each for its words (a plan
      // kept for the statement once walked the whole order's index for a rare word).
      text ? 'replan' : undefined,
    );
  }

  /**
   * The text's query at a level or better, and (`only`) at that level alone. `byType`: where
   * every term is a word of the vocabulary, past the name, its vendors by their type (the page
   * of many walks the order's index testing the type, where a set of thousands of matches would
   * be read first).
   */
  function levelMatch(
    terms: readonly SearchTerm[],
    level: Level,
    only: boolean,
    byType = false,
  ): TextMatch | undefined {
    const render = engine === 'sqlite' ? ftsMatch : tsMatch;
    if (byType && level > 0 && terms.every((term) => term.types.length > 0)) {
      const except = only ? render(terms, 0) : undefined;
      return {
        types: terms.map((term) => term.types),
        names: terms.map((term) => render([term], 0)),
        ...(except === undefined ? {} : { except }),
      };
    }
    const match = (only ? (engine === 'sqlite' ? ftsLevel : tsLevel) : render)(terms, level);
    return match === undefined ? undefined : { match, few: false };
  }

  /**
   * A text search's page: for relevance, the vendors matching by name, then by type and
   * offers, then by anything (docs/product/discovery.md#how-search-reads-words), each level in
   * the listings' order; for another sort, every match in that order.
   */
  function* textPage(
    reading: Reading,
    filters: SearchFilters,
  ): Step<{ total: number; page: PageRow[] }> {
    const terms = filters.terms!;
    const levels: { level: Level; only: boolean; n: number }[] = [];
    if (filters.sort === 'relevance') {
      // Each level holds the one before it: its own vendors are the difference.
      let before = 0;
      let previous = '';
      for (const level of LEVELS) {
        const upTo = levelMatch(terms, level, false);
        const key = JSON.stringify(upTo ?? null);
        const n =
          upTo === undefined
            ? 0
            : key === previous
              ? before
              : yield* countText(reading, filters, upTo);
        levels.push({ level, only: true, n: n - before });
        before = n;
        previous = key;
      }
    } else {
      const all = levelMatch(terms, 2, false);
      const n = all ? yield* countText(reading, filters, all) : 0;
      levels.push({ level: 2, only: false, n });
    }
    const total = levels.reduce((sum, level) => sum + level.n, 0);
    const page: PageRow[] = [];
    let skip = filters.skip;
    for (const { level, only, n } of levels) {
      if (page.length === filters.limit) break;
      if (skip >= n) {
        skip -= n;
        continue;
      }
      const limit = Math.min(filters.limit - page.length, n - skip);
      const few = n <= FEW_MATCHES;
      const text = { ...levelMatch(terms, level, only, !few)!, few };
      page.push(...(yield* rowPage(filters, text, skip, limit)));
      skip = 0;
    }
    return { total, page };
  }

  function* pageIds(
    reading: Reading,
    filters: SearchFilters,
  ): Step<{ total: number; page: PageRow[] }> {
    if (filters.terms) return yield* textPage(reading, filters);
    const { from, where, params } = build(filters, engine);
    const sql = `SELECT count(*) AS n FROM ${from} WHERE ${where}`;
    const total = yield* count(reading, filters, sql, params);
    if (total === 0 || filters.skip >= total) return { total, page: [] };
    return { total, page: yield* rowPage(filters, undefined, filters.skip, filters.limit) };
  }

  /**
   * Two steps: the page's ids in order (only sort keys go through the sorter), then the full
   * rows of those ids.
   */
  function* search(filters: SearchFilters): Step<{ rows: ListingRow[]; total: number }> {
    const reading: Reading = {};
    const { total, page } = yield* pageIds(reading, filters);
    if (page.length === 0) return { rows: [], total };
    const ids = page.map((row) => row.id);
    const found = yield* all<Omit<ListingRow, 'offer_words'>>(details, {
      ids: JSON.stringify(ids),
    });
    const words = yield* offerWords(reading, ids);
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = page.map(({ id, distance_km }) => ({
      ...byId.get(id)!,
      distance_km,
      offer_words: words.get(id) ?? [],
    }));
    return { rows, total };
  }

  /**
   * The words of what the ids' vendors offer, each once, sorted: read for those not kept under
   * the version this search reads (services and packages move it), so a page seen before costs
   * no statement.
   */
  function* offerWords(reading: Reading, ids: readonly number[]): Step<Map<number, string[]>> {
    if (reading.version === undefined) reading.version = yield* searchVersion();
    const version = reading.version;
    const words = new Map<number, string[]>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = offers.get(id);
      if (version !== null && kept?.version === version) words.set(id, kept.words);
      else missing.push(id);
    }
    if (missing.length === 0) return words;
    const rows = yield* all<{ id: number; offers: string | null }>(OFFERS, {
      ids: JSON.stringify(missing),
    });
    for (const row of rows) {
      const read = [...new Set(searchWords(row.offers ?? ''))].sort();
      words.set(row.id, read);
      offers.delete(row.id);
      offers.set(row.id, { version, words: read });
      if (offers.size > OFFER_WORDS_CACHE_SIZE) offers.delete(offers.keys().next().value!);
    }
    return words;
  }

  /**
   * Words of live businesses' names and types that may be what `typed` meant: PostgreSQL's
   * pg_trgm index finds those within its similarity threshold; SQLite hands every such word
   * (read again when search_meta.version moves) for corrections() to measure.
   */
  function* similarWords(typed: string): Step<Iterable<string>> {
    if (engine === 'postgres') {
      const rows = yield* all<{ word: string }>(SIMILAR_WORDS, { typed });
      return rows.map((row) => row.word);
    }
    const version = yield* searchVersion();
    if (vocabulary?.version !== version) {
      const words = new Set<string>();
      const rows = yield* all<{ business_name: string; business_type: string }>(NAMES_AND_TYPES);
      for (const row of rows) {
        for (const word of searchWords(`${row.business_name} ${row.business_type}`))
          words.add(word);
      }
      vocabulary = { version, words };
    }
    return vocabulary.words;
  }

  return { search, similarWords };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
