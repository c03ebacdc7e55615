// Package search for the comparison page: packages of live businesses, filtered and sorted,
// built from allow-listed pieces with every user value bound as a parameter.
//
// Plans, checked with EXPLAIN QUERY PLAN at 50,000 vendors and 150,000 packages:
// * counts read the vendors from their covering indexes, then each vendor's packages from
//   the covering packages_business_fit (0006); they are cached until search data changes;
// * a price sort reads the matching vendors' packages and sorts them while they are few;
//   otherwise it walks packages_price and stops at the page, unless matches are rare;
// * rating walks the vendors' rating indexes with each vendor's packages in price order
//   from packages_business_fit;
// * popularity is two such walks: the popular packages, then the others.
//
// The same steps run on PostgreSQL (docs/architecture.md#10-two-engines), which plans them its
// own way: a plain JOIN where SQLite's CROSS JOIN fixes the loop order, and no count cache.
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import { idsIn, JOIN_IN_ORDER, SEARCH_DATA_VERSION, sql } from '../../db/dialect';
import { all, get, type Step } from '../../db/engine';

/** What an owner writes of a package (owner-repo.ts). */
export interface PackageWrite {
  package_name: string;
  description: string;
  price: number;
  price_basis: PriceBasis;
  duration_hours: number;
  max_guests: number;
  /** JSON list. */
  features: string;
  is_popular: 0 | 1;
}

/** A packages row, as every screen's package reads it (packages/presenter.ts). */
export interface PackageRow extends PackageWrite {
  id: number;
  business_id: number;
}

export type PackageOrder = 'price-asc' | 'price-desc' | 'rating' | 'popularity';

export interface PackageFilters {
  typeId?: number | undefined;
  cityId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  /** Packages for at least this many guests. */
  minGuests?: number | undefined;
}

/** A packages row with its vendor's fields. */
export interface PackageCardRow extends PackageRow {
  business_name: string;
  business_slug: string;
  business_city: string;
  business_rating: number;
  business_phone: string;
  category: string;
}

export interface OpenSlotsRow {
  business_id: number;
  /** Open slots from `today` up to (not including) `until`. */
  open_slots: number;
  /** The first open slot's date from `today` on, however far. */
  first_open: string | null;
}

/** When a price sort reads the vendors first or walks the price index (see walksPrices). */
export interface PriceSortTuning {
  /** With vendor filters, sort up to this many packages rather than walk. */
  sortMax: number;
  /** Walk while at least 1 in walkShare of the priced packages match. */
  walkShare: number;
}
const TUNING: PriceSortTuning = { sortMax: 20_000, walkShare: 10 };
const COUNT_CACHE_SIZE = 1000;

const ORDER: Record<Exclude<PackageOrder, 'popularity'>, string> = {
  'price-asc': 'p.price, p.id',
  'price-desc': 'p.price DESC, p.id DESC',
  // A vendor's packages in the order of packages_business_fit, so they come from that
  // covering index whatever the filters.
  rating: 'b.rating DESC, b.review_count DESC, b.id, p.price, p.max_guests, p.is_popular, p.id',
};

/** The conditions of the filters that are set: the vendor's and the package's own. */
function where(filters: PackageFilters) {
  const vendor = ['b.is_deleted = 0'];
  const own: string[] = [];
  const params: Record<string, number> = {};
  const add = (to: string[], clause: string, name: string, value: number | undefined) => {
    if (value === undefined) return;
    to.push(clause);
    params[name] = value;
  };
  add(vendor, 'b.business_type_id = @typeId', 'typeId', filters.typeId);
  add(vendor, 'b.city_id = @cityId', 'cityId', filters.cityId);
  add(vendor, 'b.rating >= @minRating', 'minRating', filters.minRating);
  add(own, 'p.max_guests >= @minGuests', 'minGuests', filters.minGuests);
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    own.push('p.price BETWEEN @minPrice AND @maxPrice');
    params.minPrice = filters.minPrice ?? 0;
    params.maxPrice = filters.maxPrice ?? Number.MAX_SAFE_INTEGER;
  }
  return { vendor, own, params };
}

const CARDS = sql`SELECT p.*, b.business_name, b.slug AS business_slug, c.name AS business_city,
     b.rating AS business_rating, b.business_phone, t.name AS category
   FROM packages p
   JOIN businesses b ON b.id = p.business_id
   JOIN cities c ON c.id = b.city_id
   JOIN business_types t ON t.id = b.business_type_id
   WHERE ${idsIn('p.id', 'ids')}`;
const OPEN_SLOTS = sql`SELECT business_id, count(*) FILTER (WHERE date < @until) AS open_slots,
     min(date) AS first_open
   FROM slots
   WHERE ${idsIn('business_id', 'ids')} AND date >= @today
     AND is_available = 1 AND is_reserved = 0
   GROUP BY business_id`;
/** The vendors joined to their packages, in this loop order. */
const VENDORS_AND_PACKAGES = sql`businesses b ${JOIN_IN_ORDER} packages p ON p.business_id = b.id`;

/** The comparison's search as steps, on either engine (docs/architecture.md#10-two-engines). */
export function createPackageSearch(tuning: PriceSortTuning = TUNING) {
  const counts = new Map<string, { version: number; n: number; popular: number }>();

  /** Matching packages, and how many of them are popular. */
  function* count(filters: PackageFilters): Step<{ n: number; popular: number }> {
    const { vendor, own, params } = where(filters);
    const key = JSON.stringify(params);
    const current = (yield* get<{ version: number | null }>(SEARCH_DATA_VERSION))?.version ?? null;
    const hit = counts.get(key);
    if (current !== null && hit?.version === current) return hit;
    const conditions = [...vendor, ...own].join(' AND ');
    const row = (yield* get<{ n: number; popular: number }>(
      sql`SELECT count(*) AS n, coalesce(sum(p.is_popular), 0) AS popular
         FROM ${VENDORS_AND_PACKAGES} WHERE ${conditions}`,
      params,
    ))!;
    if (current === null) return row;
    const entry = { version: current, ...row };
    counts.delete(key);
    counts.set(key, entry);
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    return entry;
  }

  /**
   * Whether a price sort should walk the price index rather than read the matching vendors'
   * packages and sort them. With vendor filters that leave few packages, sorting them is
   * cheap. A walk costs how far it goes before the page is full: short while a good share of
   * the priced packages match, but rarer matches tend to cluster in the price order (a
   * business type's prices, the guests of the largest venues) and can send it through most.
   */
  function* walksPrices(filters: PackageFilters, total: number): Step<boolean> {
    const { typeId, cityId, minRating, minGuests, ...prices } = filters;
    if ([typeId, cityId, minRating].some((value) => value !== undefined)) {
      const read =
        minGuests === undefined ? total : (yield* count({ ...filters, minGuests: undefined })).n;
      if (read <= tuning.sortMax) return false;
    }
    return (yield* count(prices)).n <= total * tuning.walkShare;
  }

  /** A page of package ids in one order, of the popular packages or the others when asked. */
  function* pageIds(
    filters: PackageFilters,
    order: Exclude<PackageOrder, 'popularity'>,
    walk: boolean,
    skip: number,
    limit: number,
    popular?: 0 | 1,
  ): Step<number[]> {
    const { vendor, own, params } = where(filters);
    if (popular !== undefined) own.push(`p.is_popular = ${popular}`);
    // The vendor is checked by a scalar subquery per package when walking, not a join: for a
    // join SQLite would first build a Bloom filter over every vendor, which costs more than the
    // page.
    const live = `(SELECT 1 FROM businesses b
      WHERE b.id = p.business_id AND ${vendor.join(' AND ')}) = 1`;
    const conditions = [...vendor, ...own].join(' AND ');
    const rows = yield* all<{ id: number }>(
      sql`${
        walk
          ? `SELECT p.id FROM packages p WHERE ${[...own, live].join(' AND ')}`
          : sql`SELECT p.id FROM ${VENDORS_AND_PACKAGES} WHERE ${conditions}`
      } ORDER BY ${ORDER[order]} LIMIT @limit OFFSET @skip`,
      { ...params, limit, skip },
    );
    return rows.map((row) => row.id);
  }

  /** The page's package ids in order, and the number of matches. */
  function* search(
    filters: PackageFilters,
    order: PackageOrder,
    skip: number,
    limit: number,
  ): Step<{ ids: number[]; total: number }> {
    const { n: total, popular } = yield* count(filters);
    if (total === 0 || skip >= total) return { ids: [], total };
    if (order === 'rating') {
      return { ids: yield* pageIds(filters, order, false, skip, limit), total };
    }
    if (order !== 'popularity') {
      const walk = yield* walksPrices(filters, total);
      return { ids: yield* pageIds(filters, order, walk, skip, limit), total };
    }
    // Popular packages first, each part in rating order.
    const ids = skip < popular ? yield* pageIds(filters, 'rating', false, skip, limit, 1) : [];
    if (ids.length < limit) {
      const rest = Math.max(0, skip - popular);
      ids.push(...(yield* pageIds(filters, 'rating', false, rest, limit - ids.length, 0)));
    }
    return { ids, total };
  }

  return {
    search,
    /** Packages with their vendor, in the order of `ids`. */
    *cards(ids: number[]): Step<PackageCardRow[]> {
      if (ids.length === 0) return [];
      const rows = yield* all<PackageCardRow>(CARDS, { ids: JSON.stringify(ids) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
    },
    *openSlots(
      businessIds: number[],
      today: string,
      until: string,
    ): Step<Map<number, OpenSlotsRow>> {
      if (businessIds.length === 0) return new Map();
      const rows = yield* all<OpenSlotsRow>(OPEN_SLOTS, {
        ids: JSON.stringify(businessIds),
        today,
        until,
      });
      return new Map(rows.map((row) => [row.business_id, row]));
    },
  };
}

export type PackageSearch = ReturnType<typeof createPackageSearch>;

const OF_BUSINESSES = sql`SELECT * FROM packages WHERE ${idsIn('business_id', 'ids')}
    ORDER BY business_id, price, id`;

export const packagesRepo = {
  /** A business's packages, cheapest first. */
  ofBusiness: (businessId: number): Step<PackageRow[]> =>
    all<PackageRow>('SELECT * FROM packages WHERE business_id = @businessId ORDER BY price, id', {
      businessId,
    }),
  /** The packages of several businesses, by business, cheapest first. */
  ofBusinesses: (businessIds: number[]): Step<PackageRow[]> =>
    all<PackageRow>(OF_BUSINESSES, { ids: JSON.stringify(businessIds) }),
};
