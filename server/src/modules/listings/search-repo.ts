// The vendor search: one SELECT for the page and one COUNT, built from allow-listed pieces.
// User text only ever reaches MATCH as a bound parameter built by ftsQuery().
import type { Db } from '../../db/connection';

export interface SearchFilters {
  match?: string | undefined;
  typeId?: number | undefined;
  cityId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  verified?: boolean | undefined;
  onlineBooking?: boolean | undefined;
  instantBooking?: boolean | undefined;
  packageDeals?: boolean | undefined;
  /** Vendors offering this service type. */
  /** Businesses offering any of these service types. */
  serviceTypeIds?: readonly number[] | undefined;
  maxResponseHours?: number | undefined;
  /** An open slot between these dates, within any of these [from, to) windows. */
  availability?: { from: string; to: string; windows: { from: string; to: string }[] } | undefined;
  /** Centre for distance sorting and the radius filter. */
  centre?: { lat: number; lng: number } | undefined;
  radiusKm?: number | undefined;
  sort: 'relevance' | 'price_low' | 'price_high' | 'rating' | 'distance' | 'newest';
  /** false: order text matches like the listings instead of by bm25 (set internally). */
  rankByText?: boolean | undefined;
  skip: number;
  limit: number;
}

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
/** Package deals: vendors offering three or more packages to choose from. */
const PACKAGE_DEALS_MIN = 3;

const DISTANCE = `(6371 * acos(min(1, max(-1,
  cos(radians(@lat)) * cos(radians(b.latitude)) * cos(radians(b.longitude) - radians(@lng))
  + sin(radians(@lat)) * sin(radians(b.latitude))))))`;

const ORDER: Record<SearchFilters['sort'], string> = {
  relevance: 'b.is_featured DESC, b.rating DESC, b.review_count DESC, b.id',
  price_low: 'b.min_price IS NULL, b.min_price ASC, b.id',
  price_high: 'b.max_price IS NULL, b.max_price DESC, b.id',
  rating: 'b.rating DESC, b.review_count DESC, b.id',
  distance: 'distance_km IS NULL, distance_km ASC, b.id',
  newest: 'b.created_at DESC, b.id DESC',
};

type PageRow = { id: number; distance_km: number | null };

/** Text terms go to the descriptive columns only, never to the facet tokens. */
const textMatch = (match: string) => `{business_name business_type city address bio} : (${match})`;

/**
 * Every term under four letters ("mar", "ph"): bm25 cannot tell thousands of prefix matches
 * apart, so they are ranked like the listings, featured and best rated first.
 */
function shortText(match: string): boolean {
  return [...match.matchAll(/"([^"]*)"/g)].every(([, term]) => [...(term ?? '')].length < 4);
}

export function createSearchRepo(db: Db) {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const portfolio = db.prepare<[string], { business_id: number; media_link: string }>(
    `SELECT business_id, media_link FROM media
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
       (SELECT m.media_link FROM media m WHERE m.business_id = b.id AND m.is_thumbnail = 1)
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

  function build(filters: SearchFilters) {
    const where = ['b.is_deleted = 0'];
    const params: Record<string, unknown> = {};
    const joins: string[] = [];
    const bm25 =
      filters.match !== undefined &&
      filters.sort === 'relevance' &&
      filters.rankByText !== false &&
      !shortText(filters.match);
    if (filters.match) {
      if (bm25) {
        joins.push('JOIN businesses_fts f ON f.rowid = b.id');
        where.push('businesses_fts MATCH @match');
      } else {
        // Walk the order's index and test membership in the match set.
        where.push('+b.id IN (SELECT rowid FROM businesses_fts WHERE businesses_fts MATCH @match)');
      }
      params.match = textMatch(filters.match);
    }
    // Under another order than relevance, "+" keeps SQLite from choosing the type or city
    // index (then sorting everything) over walking the order's own index.
    const plus = filters.sort === 'relevance' ? '' : '+';
    const equal = (column: string, name: string, value: unknown) => {
      if (value === undefined) return;
      where.push(`${plus}${column} = @${name}`);
      params[name] = value;
    };
    equal('b.business_type_id', 'typeId', filters.typeId);
    if (!filters.radiusKm) equal('b.city_id', 'cityId', filters.cityId);
    if (filters.minRating !== undefined) {
      where.push('b.rating >= @minRating');
      params.minRating = filters.minRating;
    }
    if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
      // The business's price span first (covering index), then a package in the range.
      where.push('b.min_price <= @maxPrice AND b.max_price >= @minPrice');
      where.push(
        `EXISTS (SELECT 1 FROM packages p WHERE p.business_id = b.id
           AND p.price BETWEEN @minPrice AND @maxPrice)`,
      );
      params.minPrice = filters.minPrice ?? 0;
      params.maxPrice = filters.maxPrice ?? Number.MAX_SAFE_INTEGER;
    }
    if (filters.verified) where.push('b.is_verified = 1');
    if (filters.onlineBooking) where.push('b.has_online_booking = 1');
    if (filters.instantBooking) where.push('b.has_instant_booking = 1');
    if (filters.packageDeals) where.push(`b.no_of_packages >= ${PACKAGE_DEALS_MIN}`);
    if (filters.serviceTypeIds?.length) {
      const names = filters.serviceTypeIds.map((id, i) => {
        params[`serviceType${i}`] = id;
        return `@serviceType${i}`;
      });
      where.push(
        `EXISTS (SELECT 1 FROM business_services v WHERE v.business_id = b.id
           AND v.service_type_id IN (${names.join(', ')}))`,
      );
    }
    if (filters.maxResponseHours !== undefined) {
      where.push('b.response_time_hours <= @maxResponseHours');
      params.maxResponseHours = filters.maxResponseHours;
    }
    if (filters.availability) {
      const { from, to, windows } = filters.availability;
      const times = windows.map(
        (_, i) => `(s.start_time >= @slotFrom${i} AND s.start_time < @slotTo${i})`,
      );
      where.push(
        `EXISTS (SELECT 1 FROM slots s WHERE s.business_id = b.id AND s.date BETWEEN @availableFrom
           AND @availableTo AND s.is_available = 1 AND s.is_reserved = 0
           ${times.length ? `AND (${times.join(' OR ')})` : ''})`,
      );
      params.availableFrom = from;
      params.availableTo = to;
      windows.forEach((window, i) => {
        params[`slotFrom${i}`] = window.from;
        params[`slotTo${i}`] = window.to;
      });
    }

    let from = 'businesses b';
    let distance = 'NULL';
    let order = bm25 ? 'f.rank, b.id' : ORDER[filters.sort];
    if (filters.radiusKm && filters.cityId !== undefined) {
      // Precomputed distances to each city centre within 100 km, walked in distance order.
      from = 'business_distances d JOIN businesses b ON b.id = d.business_id';
      where.push('d.city_id = @radiusCity AND d.distance_km <= @radiusKm');
      params.radiusCity = filters.cityId;
      params.radiusKm = filters.radiusKm;
      distance = 'd.distance_km';
      if (filters.sort === 'distance') order = 'd.distance_km, b.id';
    } else if (filters.centre) {
      distance = DISTANCE;
      params.lat = filters.centre.lat;
      params.lng = filters.centre.lng;
    }
    return {
      from: [from, ...joins].join(' '),
      where: where.join(' AND '),
      params,
      distance,
      order,
    };
  }

  /**
   * The FTS query for text with at most the type, city and yes/no filters (facet tokens of
   * the index), or undefined when other filters need the business rows.
   */
  function facetMatch(filters: SearchFilters): string | undefined {
    const { match, minRating, minPrice, maxPrice, radiusKm, maxResponseHours, availability } =
      filters;
    if (!match) return undefined;
    const rowFilters = [
      minRating,
      minPrice,
      maxPrice,
      radiusKm,
      maxResponseHours,
      availability,
      filters.serviceTypeIds,
    ];
    if (rowFilters.some((value) => value !== undefined)) return undefined;
    const facets = [
      filters.typeId !== undefined && `t${filters.typeId}`,
      filters.cityId !== undefined && `c${filters.cityId}`,
      filters.verified && 'verified',
      filters.onlineBooking && 'online',
      filters.instantBooking && 'instant',
      filters.packageDeals && 'deals',
    ].filter(Boolean);
    const text = textMatch(match);
    return facets.length ? `${text} AND facets : (${facets.join(' ')})` : text;
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
