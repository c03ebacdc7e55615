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
  /** Centre for distance sorting and the radius filter. */
  centre?: { lat: number; lng: number } | undefined;
  radiusKm?: number | undefined;
  sort: 'relevance' | 'price_low' | 'price_high' | 'rating' | 'distance' | 'newest';
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

/** Package deals: vendors offering three or more packages to choose from. */
const PACKAGE_DEALS_MIN = 3;
const KM_PER_DEGREE = 111.32;

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

  function build(filters: SearchFilters) {
    const where = ['b.is_deleted = 0'];
    const params: Record<string, unknown> = {};
    let from = 'businesses b';
    if (filters.match) {
      from = 'businesses_fts f JOIN businesses b ON b.id = f.rowid';
      where.push('businesses_fts MATCH @match');
      params.match = filters.match;
    }
    const equal = (column: string, name: string, value: unknown) => {
      if (value === undefined) return;
      where.push(`${column} = @${name}`);
      params[name] = value;
    };
    equal('b.business_type_id', 'typeId', filters.typeId);
    if (!filters.radiusKm) equal('b.city_id', 'cityId', filters.cityId);
    if (filters.minRating !== undefined) {
      where.push('b.rating >= @minRating');
      params.minRating = filters.minRating;
    }
    if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
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
    let distance = 'NULL';
    if (filters.centre) {
      distance = DISTANCE;
      params.lat = filters.centre.lat;
      params.lng = filters.centre.lng;
      if (filters.radiusKm) {
        // A bounding box on the indexed columns first, then the exact distance.
        const latSpan = filters.radiusKm / KM_PER_DEGREE;
        const lngSpan = latSpan / Math.cos((filters.centre.lat * Math.PI) / 180);
        where.push('b.latitude BETWEEN @latMin AND @latMax');
        where.push('b.longitude BETWEEN @lngMin AND @lngMax');
        where.push(`${DISTANCE} <= @radiusKm`);
        Object.assign(params, {
          latMin: filters.centre.lat - latSpan,
          latMax: filters.centre.lat + latSpan,
          lngMin: filters.centre.lng - lngSpan,
          lngMax: filters.centre.lng + lngSpan,
          radiusKm: filters.radiusKm,
        });
      }
    }
    const order =
      filters.sort === 'relevance' && filters.match
        ? 'bm25(businesses_fts, 10.0, 4.0, 4.0, 2.0, 1.0), b.rating DESC, b.id'
        : ORDER[filters.sort];
    return { from, where: where.join(' AND '), params, distance, order };
  }

  const details = db.prepare<[string], ListingRow>(
    `SELECT b.id, b.business_name, b.slug, b.rating, b.review_count, b.address, b.business_phone,
       b.business_email, b.no_of_workers, b.bio, b.business_type_id, t.name AS business_type,
       b.city_id, c.name AS business_city, b.is_verified, b.is_featured, b.min_price,
       b.max_price, b.no_of_packages, b.max_capacity, b.has_online_booking,
       b.has_instant_booking, b.response_time_hours, b.created_at, b.latitude, b.longitude,
       NULL AS distance_km,
       (SELECT m.media_link FROM media m WHERE m.business_id = b.id AND m.is_thumbnail = 1)
         AS thumbnail_url
     FROM businesses b
     JOIN business_types t ON t.id = b.business_type_id
     JOIN cities c ON c.id = b.city_id
     WHERE b.id IN (SELECT value FROM json_each(?))`,
  );

  /**
   * Two steps: the page's ids in order (only the sort keys go through the sorter), then the
   * full rows of those ids.
   */
  function search(filters: SearchFilters): { rows: ListingRow[]; total: number } {
    const { from, where, params, distance, order } = build(filters);
    const total = (
      prepare(`SELECT count(*) AS n FROM ${from} WHERE ${where}`).get(params) as {
        n: number;
      }
    ).n;
    if (total === 0 || filters.skip >= total) return { rows: [], total };
    const page = prepare(
      `SELECT b.id, ${distance} AS distance_km FROM ${from}
       WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @skip`,
    ).all({ ...params, limit: filters.limit, skip: filters.skip }) as {
      id: number;
      distance_km: number | null;
    }[];
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
