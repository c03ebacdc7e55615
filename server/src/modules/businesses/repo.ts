import type { Db } from '../../db/connection';

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
  now: string;
}

export function createBusinessesRepo(db: Db) {
  // base, or base-<anything>: '-' sorts just before '.', so the range stays on the index.
  const slugsLike = db.prepare<{ base: string; from: string; to: string }, { slug: string }>(
    'SELECT slug FROM businesses WHERE slug = @base OR (slug >= @from AND slug < @to)',
  );
  const insert = db.prepare<NewBusiness>(
    `INSERT INTO businesses (business_name, slug, bio, address, business_phone, business_email,
       city_id, business_type_id, created_at, modified_at)
     VALUES (@business_name, @slug, @bio, @address, @business_phone, @business_email,
       @city_id, @business_type_id, @now, @now)`,
  );
  const insertMapping = db.prepare<{
    user_id: number;
    business_id: number;
    business_type_id: number;
    now: string;
  }>(
    `INSERT INTO user_business_mapping (user_id, business_id, business_type_id, created_at)
     VALUES (@user_id, @business_id, @business_type_id, @now)`,
  );
  const OWNED = `SELECT b.id AS business_id, m.id AS user_business_mapping_id, b.business_name,
       b.slug, b.bio, b.address, b.business_phone, b.business_email, b.website, b.facebook_page,
       b.instagram_page, b.city_id, c.name AS city_name, b.business_type_id,
       t.name AS business_type_name, b.rating, b.review_count, b.no_of_workers, b.max_capacity,
       b.is_verified, b.is_deleted, b.created_at, b.modified_at
     FROM user_business_mapping m
     JOIN businesses b ON b.id = m.business_id
     JOIN business_types t ON t.id = b.business_type_id
     JOIN cities c ON c.id = b.city_id`;
  const ownedBy = db.prepare<[number], OwnedBusinessRow>(
    `${OWNED} WHERE m.user_id = ? AND b.is_deleted = 0 ORDER BY m.id LIMIT 1`,
  );
  const owned = db.prepare<[number], OwnedBusinessRow>(
    `${OWNED} WHERE b.id = ? AND b.is_deleted = 0 ORDER BY m.id LIMIT 1`,
  );
  // The slug is left alone: renaming keeps every shared link to the profile working.
  const updateProfile = db.prepare<BusinessProfileUpdate>(
    `UPDATE businesses SET business_name = @business_name, address = @address,
       business_phone = @business_phone, website = @website, bio = @bio,
       facebook_page = @facebook_page, instagram_page = @instagram_page, modified_at = @now
     WHERE id = @id`,
  );
  const ownerOf = db.prepare<[number], { owner_user_id: number }>(
    `SELECT m.user_id AS owner_user_id FROM user_business_mapping m
     JOIN businesses b ON b.id = m.business_id
     WHERE m.business_id = ? AND b.is_deleted = 0
     ORDER BY m.id LIMIT 1`,
  );

  return {
    /** Slugs equal to base or of the form base-N, to pick a free one. */
    slugsLike: (base: string) =>
      new Set(slugsLike.all({ base, from: `${base}-`, to: `${base}.` }).map((row) => row.slug)),
    insert: (business: NewBusiness) => Number(insert.run(business).lastInsertRowid),
    insertMapping: (userId: number, businessId: number, businessTypeId: number, now: string) =>
      Number(
        insertMapping.run({
          user_id: userId,
          business_id: businessId,
          business_type_id: businessTypeId,
          now,
        }).lastInsertRowid,
      ),
    findOwnedBy: (userId: number) => ownedBy.get(userId),
    findOwned: (businessId: number) => owned.get(businessId),
    updateProfile: (update: BusinessProfileUpdate) => {
      updateProfile.run(update);
    },
    ownerOf: (businessId: number) => ownerOf.get(businessId)?.owner_user_id,
  };
}

export type BusinessesRepo = ReturnType<typeof createBusinessesRepo>;
