import type { Db } from '../../db/connection';
import { bytewise, insertedId, sql } from '../../db/dialect';
import { all, get, run } from '../../db/engine';
import { sqliteDatabase } from '../../db/sqlite-engine';

export interface NewBusiness {
  business_name: string;
  slug: string;
  bio: string;
  address: string;
  business_phone: string;
  business_email: string | null;
  city_id: number;
  business_type_id: number;
  now: string;
}

export interface OwnedBusinessRow {
  business_id: number;
  hold_days: number;
  advance_percent: number;
  user_business_mapping_id: number;
  business_name: string;
  slug: string;
  bio: string;
  address: string;
  business_phone: string;
  business_email: string | null;
  website: string | null;
  facebook_page: string | null;
  instagram_page: string | null;
  city_id: number;
  city_name: string;
  business_type_id: number;
  business_type_name: string;
  rating: number;
  review_count: number;
  no_of_workers: number;
  max_capacity: number;
  is_verified: 0 | 1;
  is_deleted: 0 | 1;
  created_at: string;
  modified_at: string;
}

/** The profile fields an owner edits (docs/product/business-desk.md#editing-the-business), all resolved. */
export interface BusinessProfileUpdate {
  id: number;
  business_name: string;
  address: string;
  business_phone: string;
  website: string | null;
  bio: string;
  facebook_page: string | null;
  instagram_page: string | null;
  hold_days: number;
  advance_percent: number;
  now: string;
}

const OWNED = `SELECT b.id AS business_id, m.id AS user_business_mapping_id, b.business_name,
     b.slug, b.bio, b.address, b.business_phone, b.business_email, b.website, b.facebook_page,
     b.instagram_page, b.city_id, c.name AS city_name, b.business_type_id,
     t.name AS business_type_name, b.rating, b.review_count, b.no_of_workers, b.max_capacity,
     b.is_verified, b.is_deleted, b.created_at, b.modified_at, b.hold_days, b.advance_percent
   FROM user_business_mapping m
   JOIN businesses b ON b.id = m.business_id
   JOIN business_types t ON t.id = b.business_type_id
   JOIN cities c ON c.id = b.city_id`;

/** Businesses' own SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
export const businessesRepo = {
  /** Slugs equal to base or of the form base-N, to pick a free one. '-' sorts just before '.'
   * byte by byte, so the range is base-… alone, and stays on the index. */
  *slugsLike(base: string) {
    const rows = yield* all<{ slug: string }>(
      sql`SELECT slug FROM businesses WHERE slug = @base
          OR (${bytewise('slug')} >= @from AND ${bytewise('slug')} < @to)`,
      { base, from: `${base}-`, to: `${base}.` },
    );
    return new Set(rows.map((row) => row.slug));
  },
  *insert(business: NewBusiness) {
    return yield* insertedId(
      `INSERT INTO businesses (business_name, slug, bio, address, business_phone, business_email,
         city_id, business_type_id, created_at, modified_at)
       VALUES (@business_name, @slug, @bio, @address, @business_phone, @business_email,
         @city_id, @business_type_id, @now, @now)`,
      business,
    );
  },
  *insertMapping(userId: number, businessId: number, businessTypeId: number, now: string) {
    return yield* insertedId(
      `INSERT INTO user_business_mapping (user_id, business_id, business_type_id, created_at)
       VALUES (@userId, @businessId, @businessTypeId, @now)`,
      { userId, businessId, businessTypeId, now },
    );
  },
  *findOwnedBy(userId: number) {
    return yield* get<OwnedBusinessRow>(
      `${OWNED} WHERE m.user_id = @userId AND b.is_deleted = 0 ORDER BY m.id LIMIT 1`,
      { userId },
    );
  },
  *findOwned(businessId: number) {
    return yield* get<OwnedBusinessRow>(
      `${OWNED} WHERE b.id = @businessId AND b.is_deleted = 0 ORDER BY m.id LIMIT 1`,
      { businessId },
    );
  },
  /** The slug is left alone: renaming keeps every shared link to the profile working. */
  *updateProfile(update: BusinessProfileUpdate) {
    yield* run(
      `UPDATE businesses SET business_name = @business_name, address = @address,
         business_phone = @business_phone, website = @website, bio = @bio,
         facebook_page = @facebook_page, instagram_page = @instagram_page,
         hold_days = @hold_days, advance_percent = @advance_percent, modified_at = @now
       WHERE id = @id`,
      update,
    );
  },
  *ownerOf(businessId: number) {
    const row = yield* get<{ owner_user_id: number }>(
      `SELECT m.user_id AS owner_user_id FROM user_business_mapping m
       JOIN businesses b ON b.id = m.business_id
       WHERE m.business_id = @businessId AND b.is_deleted = 0
       ORDER BY m.id LIMIT 1`,
      { businessId },
    );
    return row?.owner_user_id;
  },
};

/** Businesses on SQLite's connection, synchronously, for the bench's fixtures (server/bench);
 * inside its inTransaction they run on the caller's stack. */
export function createBusinessesRepo(db: Db) {
  const { runSync } = sqliteDatabase(db);
  return {
    slugsLike: (base: string) => runSync(businessesRepo.slugsLike(base)),
    insert: (business: NewBusiness) => runSync(businessesRepo.insert(business)),
    insertMapping: (userId: number, businessId: number, businessTypeId: number, now: string) =>
      runSync(businessesRepo.insertMapping(userId, businessId, businessTypeId, now)),
    findOwnedBy: (userId: number) => runSync(businessesRepo.findOwnedBy(userId)),
  };
}
