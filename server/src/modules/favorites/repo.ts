import type { Db } from '../../db/connection';

export interface FavoriteRow {
  id: number;
  business_id: number;
  created_at: string;
  business_name: string;
  slug: string;
  address: string;
  rating: number;
  review_count: number;
  business_type_id: number;
  business_type_name: string;
  city_name: string;
  thumbnail_url: string | null;
}

const SELECT = `SELECT f.id, f.business_id, f.created_at, b.business_name, b.slug, b.address,
    b.rating, b.review_count, b.business_type_id, t.name AS business_type_name,
    c.name AS city_name,
    (SELECT m.media_link FROM media m WHERE m.business_id = b.id AND m.is_thumbnail = 1)
      AS thumbnail_url
  FROM favorites f
  JOIN businesses b ON b.id = f.business_id
  JOIN business_types t ON t.id = b.business_type_id
  JOIN cities c ON c.id = b.city_id`;

export function createFavoritesRepo(db: Db) {
  const list = db.prepare<[number], FavoriteRow>(
    `${SELECT} WHERE f.user_id = ? AND b.is_deleted = 0 ORDER BY f.created_at DESC, f.id DESC`,
  );
  const one = db.prepare<[number, number], FavoriteRow>(
    `${SELECT} WHERE f.user_id = ? AND f.business_id = ?`,
  );
  const insert = db.prepare<{ user_id: number; business_id: number; now: string }>(
    `INSERT INTO favorites (user_id, business_id, created_at) VALUES (@user_id, @business_id, @now)
     ON CONFLICT (user_id, business_id) DO NOTHING`,
  );
  const remove = db.prepare<[number, number]>(
    'DELETE FROM favorites WHERE user_id = ? AND business_id = ?',
  );
  return {
    list: (userId: number) => list.all(userId),
    find: (userId: number, businessId: number) => one.get(userId, businessId),
    /** True when a new favourite was stored, false when it was already there. */
    add: (userId: number, businessId: number, now: string) =>
      insert.run({ user_id: userId, business_id: businessId, now }).changes > 0,
    remove: (userId: number, businessId: number) => remove.run(userId, businessId).changes > 0,
  };
}
