// The vendor search: one SELECT for the page and one COUNT, built from allow-listed pieces.
// User text only ever reaches MATCH as a bound parameter built by ftsQuery().
import { type Db, statementCache } from '../../db/connection';
import { build, facetMatch, type SearchFilters, shortText } from './sql';

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

export function createSearchRepo(db: Db) {
  const prepare = statementCache(db);
  const portfolio = db.prepare<[string], { business_id: number; media_link: string }>(
    `SELECT business_id, coalesce(preview_link, media_link) AS media_link FROM media
     WHERE business_id IN (SELECT value FROM json_each(?)) AND media_type = 'image'
     ORDER BY business_id, is_thumbnail DESC, id`,
  );
  const details = db.prepare<[string], ListingRow>(
    `SELECT b.id, b.business_name, b.slug, b.rating, b.review_count, b.address, b.business_phone,
       b.business_email, b.no_of_workers, b.bio, b.business_type_id, t.name AS business_type,
       b.city_id, c.name AS business_city, b.is_verified, b.is_featured, b.min_price,
       b.max_price, b.no_of_packages, b.max_capacity, b.has_online_booking,
       b.has_instant_booking, b.response_time_hours, b.created_at,
       NULL AS distance_km,
       (SELECT coalesce(m.preview_link, m.media_link) FROM media m
         WHERE m.business_id = b.id AND m.is_thumbnail = 1)
         AS thumbnail_url
     FROM businesses b
     JOIN business_types t ON t.id = b.business_type_id
     JOIN cities c ON c.id = b.city_id
     WHERE b.id IN (SELECT value FROM json_each(?))`,
  );
  const version = db.prepare<[], { version: number }>(
    'SELECT version FROM search_meta WHERE id = 1',
  );
  const counts = new Map<string, { version: number; n: number }>();

  /** Counts change only when searchable data does (search_meta.version), so they are cached. */
  function count(sql: string, params: Record<string, unknown>): number {
    const key = `${sql}\n${JSON.stringify(params)}`;
    const current = version.get()!.version;
    const cached = counts.get(key);
    if (cached?.version === current) return cached.n;
    const n = (prepare(sql).get(params) as { n: number }).n;
    counts.delete(key);
    counts.set(key, { version: current, n });
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    return n;
  }

  function rowPage(filters: SearchFilters): PageRow[] {
    const { from, where, params, distance, order } = build(filters);
    return prepare(
      `SELECT b.id, ${distance} AS distance_km FROM ${from}
       WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @skip`,
    ).all({ ...params, limit: filters.limit, skip: filters.skip }) as PageRow[];
  }

  function pageIds(filters: SearchFilters): { total: number; page: PageRow[] } {
    const ftsMatch = facetMatch(filters);
    if (ftsMatch) {
      const params = { match: ftsMatch };
      const total = count(
        'SELECT count(*) AS n FROM businesses_fts WHERE businesses_fts MATCH @match',
        params,
      );
      if (total === 0 || filters.skip >= total) return { total, page: [] };
      // bm25 scores every match: worth it for a few hundred, not for thousands, which are
      // then ranked like the listings.
      if (filters.sort !== 'relevance' || shortText(filters.match!) || total > BM25_MAX_MATCHES) {
        return { total, page: rowPage({ ...filters, rankByText: false }) };
      }
      const page = prepare(
        `SELECT rowid AS id, NULL AS distance_km FROM businesses_fts
         WHERE businesses_fts MATCH @match ORDER BY rank LIMIT @limit OFFSET @skip`,
      ).all({ ...params, limit: filters.limit, skip: filters.skip }) as PageRow[];
      return { total, page };
    }
    const { from, where, params } = build(filters);
    const total = count(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params);
    if (total === 0 || filters.skip >= total) return { total, page: [] };
    return { total, page: rowPage(filters) };
  }

  /**
   * Two steps: the page's ids in order (only sort keys go through the sorter), then the full
   * rows of those ids.
   */
  function search(filters: SearchFilters): { rows: ListingRow[]; total: number } {
    const { total, page } = pageIds(filters);
    if (page.length === 0) return { rows: [], total };
    const byId = new Map(
      details.all(JSON.stringify(page.map((row) => row.id))).map((row) => [row.id, row]),
    );
    const rows = page.map(({ id, distance_km }) => ({ ...byId.get(id)!, distance_km }));
    return { rows, total };
  }

  /** Up to `perBusiness` image links of each business, thumbnail first. */
  function portfolioImages(ids: number[], perBusiness: number): Map<number, string[]> {
    const images = new Map<number, string[]>();
    if (ids.length === 0) return images;
    for (const row of portfolio.all(JSON.stringify(ids))) {
      const list = images.get(row.business_id) ?? [];
      if (list.length < perBusiness) list.push(row.media_link);
      images.set(row.business_id, list);
    }
    return images;
  }

  return { search, portfolioImages };
}
