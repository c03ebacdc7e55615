// The favourites' SQL, the same on both engines, as steps (docs/architecture.md#10-two-engines).
import { all, get, run } from '../../db/engine';

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

export const favoritesRepo = {
  *list(userId: number) {
    return yield* all<FavoriteRow>(
      `${SELECT} WHERE f.user_id = @userId AND b.is_deleted = 0
       ORDER BY f.created_at DESC, f.id DESC`,
      { userId },
    );
  },
  *find(userId: number, businessId: number) {
    return yield* get<FavoriteRow>(
      `${SELECT} WHERE f.user_id = @userId AND f.business_id = @businessId`,
      {
        userId,
        businessId,
      },
    );
  },
  /** The ids of the businesses the user saved. */
  *savedIds(userId: number) {
    const rows = yield* all<{ business_id: number }>(
      'SELECT business_id FROM favorites WHERE user_id = @userId',
      { userId },
    );
    return rows.map((row) => row.business_id);
  },
  /** Whether the business is listed: not deleted, and an account owns it (as listings reads a
   * profile). */
  *isLive(businessId: number) {
    const row = yield* get<{ id: number }>(
      `SELECT b.id FROM businesses b
       JOIN user_business_mapping m ON m.business_id = b.id
       JOIN business_types t ON t.id = b.business_type_id
       JOIN cities c ON c.id = b.city_id
       WHERE b.id = @businessId AND b.is_deleted = 0`,
      { businessId },
    );
    return row !== undefined;
  },
  /** True when a new favourite was stored, false when it was already there. */
  *add(userId: number, businessId: number, now: string) {
    const changed = yield* run(
      `INSERT INTO favorites (user_id, business_id, created_at) VALUES (@userId, @businessId, @now)
       ON CONFLICT (user_id, business_id) DO NOTHING`,
      { userId, businessId, now },
    );
    return changed > 0;
  },
  *remove(userId: number, businessId: number) {
    return (
      (yield* run('DELETE FROM favorites WHERE user_id = @userId AND business_id = @businessId', {
        userId,
        businessId,
      })) > 0
    );
  },
};
