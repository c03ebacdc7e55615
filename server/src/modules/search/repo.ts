// The vendor search: one SELECT for the page and one COUNT, built from allow-listed pieces, as
// steps on either engine (docs/architecture.md#10-two-engines). User text only ever reaches
// MATCH or to_tsquery as a bound parameter built by ftsMatch() or tsQuery().
import { searchWords, tsQuery } from '@baraat/shared/domain/search-text';
import { all, type Engine, get, type Step } from '../../db/engine';
import { build, facetMatch, facetTokens, type SearchFilters, shortText, TS_QUERY } from './sql';

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
}

const COUNT_CACHE_SIZE = 1000;
const BM25_MAX_MATCHES = 250;

type PageRow = { id: number; distance_km: number | null };

const DETAILS = `SELECT b.id, b.business_name, b.slug, b.rating, b.review_count, b.address,
  b.business_phone, b.business_email, b.no_of_workers, b.bio, b.business_type_id,
  t.name AS business_type, b.city_id, c.name AS business_city, b.is_verified, b.is_featured,
  b.min_price, b.max_price, b.no_of_packages, b.max_capacity, b.has_online_booking,
  b.has_instant_booking, b.response_time_hours, b.created_at,
  NULL AS distance_km,
  (SELECT coalesce(m.preview_link, m.media_link) FROM media m
    WHERE m.business_id = b.id AND m.is_thumbnail = 1)
    AS thumbnail_url
FROM businesses b
JOIN business_types t ON t.id = b.business_type_id
JOIN cities c ON c.id = b.city_id
WHERE b.id IN `;

/** The ids of a JSON array, as a subquery. */
const IDS = {
  sqlite: '(SELECT value FROM json_each(@ids))',
  postgres: '(SELECT CAST(value AS bigint) FROM jsonb_array_elements_text(CAST(@ids AS jsonb)))',
};

const details = { sqlite: DETAILS + IDS.sqlite, postgres: DETAILS + IDS.postgres };

const PORTFOLIO = `SELECT business_id, coalesce(preview_link, media_link) AS media_link FROM media
WHERE media_type = 'image' AND business_id IN `;
const portfolio = {
  sqlite: `${PORTFOLIO + IDS.sqlite} ORDER BY business_id, is_thumbnail DESC, id`,
  postgres: `${PORTFOLIO + IDS.postgres} ORDER BY business_id, is_thumbnail DESC, id`,
};

/** The words of live businesses' names and types: what a misspelt term is corrected to. */
const SIMILAR_WORDS = `SELECT DISTINCT word FROM business_search_words
WHERE word % CAST(@typed AS TEXT)`;
const NAMES_AND_TYPES = `SELECT b.business_name, t.name AS business_type FROM businesses b
JOIN business_types t ON t.id = b.business_type_id WHERE b.is_deleted = 0`;

/** The search's statements for one engine, with SQLite's count cache. */
export function createSearchRepo(engine: Engine) {
  const counts = new Map<string, { version: number; n: number }>();
  let vocabulary: { version: number; words: Set<string> } | undefined;

  function* searchVersion(): Step<number> {
    return (yield* get<{ version: number }>('SELECT version FROM search_meta WHERE id = 1'))!
      .version;
  }

  /**
   * SQLite's counts change only when searchable data does (search_meta.version), so they are
   * cached. PostgreSQL counts every time: a version row every write updates would make every
   * writer of businesses and packages wait for the others.
   */
  function* count(sql: string, params: Record<string, unknown>): Step<number> {
    if (engine === 'postgres') return (yield* get<{ n: number }>(sql, params))!.n;
    const key = `${sql}\n${JSON.stringify(params)}`;
    const current = yield* searchVersion();
    const cached = counts.get(key);
    if (cached?.version === current) return cached.n;
    const n = (yield* get<{ n: number }>(sql, params))!.n;
    counts.delete(key);
    counts.set(key, { version: current, n });
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    return n;
  }

  /** PostgreSQL's bm25 figures: live rows, their tokens, and each phrase's rows. */
  function* rankFigures(ranked: { word: string; prefix: boolean }[]): Step<object> {
    const sizes = (yield* get<{ total: number; all_tokens: number }>(
      'SELECT count(*) AS total, coalesce(sum(tokens), 0) AS all_tokens FROM business_search',
    ))!;
    const hits: number[] = [];
    for (const { word, prefix } of ranked) {
      const found = yield* get<{ n: number }>(
        `SELECT count(*) AS n FROM business_search
         WHERE document @@ to_tsquery('simple', unaccent(CAST(@phrase AS TEXT)))`,
        {
          phrase: tsQuery([
            { typed: word, prefixes: prefix ? [word] : [], exact: prefix ? [] : [word] },
          ]),
        },
      );
      hits.push(found!.n);
    }
    return {
      phrases: ranked.map((phrase) => phrase.word),
      prefix: ranked.map((phrase) => phrase.prefix),
      hits,
      total: sizes.total,
      allTokens: sizes.all_tokens,
    };
  }

  function* rowPage(filters: SearchFilters): Step<PageRow[]> {
    const { ranked, from, where, params, distance, order } = build(filters, engine);
    const figures = ranked ? yield* rankFigures(ranked) : {};
    return yield* all<PageRow>(
      `SELECT b.id, ${distance} AS distance_km FROM ${from}
       WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @skip`,
      { ...params, ...figures, limit: filters.limit, skip: filters.skip },
    );
  }

  function* pageIds(filters: SearchFilters): Step<{ total: number; page: PageRow[] }> {
    const facetsOnly = facetMatch(filters);
    if (facetsOnly && engine === 'sqlite') {
      const params = { match: facetsOnly };
      const total = yield* count(
        'SELECT count(*) AS n FROM businesses_fts WHERE businesses_fts MATCH @match',
        params,
      );
      if (total === 0 || filters.skip >= total) return { total, page: [] };
      // bm25 scores every match: worth it for a few hundred, not for thousands, which are
      // then ranked like the listings.
      if (filters.sort !== 'relevance' || shortText(filters.terms!) || total > BM25_MAX_MATCHES) {
        return { total, page: yield* rowPage({ ...filters, rankByText: false }) };
      }
      const page = yield* all<PageRow>(
        `SELECT rowid AS id, NULL AS distance_km FROM businesses_fts
         WHERE businesses_fts MATCH @match ORDER BY rank LIMIT @limit OFFSET @skip`,
        { ...params, limit: filters.limit, skip: filters.skip },
      );
      return { total, page };
    }
    const { from, where, params } = build(filters, engine);
    // Text alone: business_search holds the live businesses, so it counts them by itself.
    const total =
      facetsOnly && facetTokens(filters).length === 0
        ? yield* count(
            `SELECT count(*) AS n FROM business_search WHERE document @@ ${TS_QUERY}`,
            params,
          )
        : yield* count(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params);
    if (total === 0 || filters.skip >= total) return { total, page: [] };
    if (facetsOnly === undefined) return { total, page: yield* rowPage(filters) };
    // PostgreSQL, answering as SQLite's FTS5 path above: ranked by text for a few hundred
    // matches at most, and then (FTS5 reading no business row) without distances.
    if (total > BM25_MAX_MATCHES) {
      return { total, page: yield* rowPage({ ...filters, rankByText: false }) };
    }
    const ranked = filters.sort === 'relevance' && !shortText(filters.terms!);
    return { total, page: yield* rowPage(ranked ? { ...filters, centre: undefined } : filters) };
  }

  /**
   * Two steps: the page's ids in order (only sort keys go through the sorter), then the full
   * rows of those ids.
   */
  function* search(filters: SearchFilters): Step<{ rows: ListingRow[]; total: number }> {
    const { total, page } = yield* pageIds(filters);
    if (page.length === 0) return { rows: [], total };
    const found = yield* all<ListingRow>(details, {
      ids: JSON.stringify(page.map((row) => row.id)),
    });
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = page.map(({ id, distance_km }) => ({ ...byId.get(id)!, distance_km }));
    return { rows, total };
  }

  /** Up to `perBusiness` image links of each business, thumbnail first. */
  function* portfolioImages(ids: number[], perBusiness: number): Step<Map<number, string[]>> {
    const images = new Map<number, string[]>();
    if (ids.length === 0) return images;
    const rows = yield* all<{ business_id: number; media_link: string }>(portfolio, {
      ids: JSON.stringify(ids),
    });
    for (const row of rows) {
      const list = images.get(row.business_id) ?? [];
      if (list.length < perBusiness) list.push(row.media_link);
      images.set(row.business_id, list);
    }
    return images;
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

  return { search, portfolioImages, similarWords };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
