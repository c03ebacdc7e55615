// What a public vendor profile shows: the business with its packages, services, reviews,
// slots, photos and related vendors.

import { bytewise, idsIn, sql } from '../../db/dialect';
import { all, get } from '../../db/engine';

export interface ProfileRow {
  id: number;
  user_business_mapping_id: number;
  owner_user_id: number;
  business_name: string;
  slug: string;
  address: string;
  business_phone: string;
  business_email: string | null;
  website: string | null;
  bio: string;
  no_of_workers: number;
  no_of_packages: number;
  max_capacity: number;
  rating: number;
  review_count: number;
  facebook_page: string | null;
  instagram_page: string | null;
  business_type_id: number;
  business_type_name: string;
  city_id: number;
  city_name: string;
  latitude: number | null;
  longitude: number | null;
  is_verified: 0 | 1;
  is_featured: 0 | 1;
  is_deleted: 0 | 1;
  min_price: number | null;
  max_price: number | null;
  has_online_booking: 0 | 1;
  has_instant_booking: 0 | 1;
  response_time_hours: number | null;
  created_at: string;
  modified_at: string;
}

export interface SlotRow {
  id: number;
  business_id: number;
  worker_id: number | null;
  hall_name: string | null;
  slot_name: string;
  date: string;
  start_time: string;
  end_time: string;
  is_available: 0 | 1;
  is_reserved: 0 | 1;
}

export interface ReviewRow {
  id: number;
  reviewer_name: string;
  rating: number;
  comment: string;
  created_at: string;
}

const PROFILE = `SELECT b.*, m.id AS user_business_mapping_id, m.user_id AS owner_user_id,
    t.name AS business_type_name, c.name AS city_name
  FROM businesses b
  JOIN user_business_mapping m ON m.business_id = b.id
  JOIN business_types t ON t.id = b.business_type_id
  JOIN cities c ON c.id = b.city_id`;

/** The read model's SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
export const profileRepo = {
  *bySlug(slug: string) {
    return yield* get<ProfileRow>(`${PROFILE} WHERE b.slug = @slug AND b.is_deleted = 0`, { slug });
  },
  *byId(id: number) {
    return yield* get<ProfileRow>(`${PROFILE} WHERE b.id = @id AND b.is_deleted = 0`, { id });
  },
  *ofUser(userId: number) {
    return yield* all<ProfileRow>(
      `${PROFILE} WHERE m.user_id = @userId AND b.is_deleted = 0 ORDER BY b.id`,
      { userId },
    );
  },
  *latest(skip: number, limit: number) {
    return yield* all<ProfileRow>(
      `${PROFILE} WHERE b.is_deleted = 0 ORDER BY b.created_at DESC, b.id DESC
       LIMIT @limit OFFSET @skip`,
      { skip, limit },
    );
  },
  *countAll() {
    return (yield* get<{ n: number }>('SELECT count(*) AS n FROM businesses WHERE is_deleted = 0'))!
      .n;
  },
  *services(businessId: number) {
    return yield* all<{
      id: number;
      service_type_id: number;
      service_type_name: string;
      description: string;
    }>(
      sql`SELECT s.id, s.service_type_id, st.name AS service_type_name, st.description
         FROM business_services s JOIN service_types st ON st.id = s.service_type_id
         WHERE s.business_id = @businessId ORDER BY ${bytewise('st.name')}`,
      { businessId },
    );
  },
  *servicesOfMany(ids: number[]) {
    return yield* all<{ business_id: number; name: string }>(
      sql`SELECT s.business_id, st.name FROM business_services s
         JOIN service_types st ON st.id = s.service_type_id
         WHERE ${idsIn('s.business_id', 'ids')}
         ORDER BY s.business_id, ${bytewise('st.name')}`,
      { ids: JSON.stringify(ids) },
    );
  },
  *reviews(businessId: number, limit: number) {
    return yield* all<ReviewRow>(
      `SELECT id, reviewer_name, rating, comment, created_at FROM reviews
       WHERE business_id = @businessId ORDER BY created_at DESC, id DESC LIMIT @limit`,
      { businessId, limit },
    );
  },
  *distribution(businessId: number) {
    return yield* all<{ rating: number; n: number }>(
      'SELECT rating, count(*) AS n FROM reviews WHERE business_id = @businessId GROUP BY rating',
      { businessId },
    );
  },
  *slots(businessId: number, from: string, to: string) {
    return yield* all<SlotRow>(
      `SELECT s.id, s.business_id, s.worker_id, w.name AS hall_name, s.slot_name, s.date,
         s.start_time, s.end_time, s.is_available, s.is_reserved
       FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
       WHERE s.business_id = @businessId AND s.date BETWEEN @from AND @to AND s.is_deleted = 0
       ORDER BY s.date, s.start_time, s.id`,
      { businessId, from, to },
    );
  },
  *calendar(businessId: number, from: string, to: string) {
    return yield* all<{ date: string; total: number; open: number }>(
      `SELECT date, count(*) AS total,
         sum(CASE WHEN is_available = 1 AND is_reserved = 0 THEN 1 ELSE 0 END) AS open
       FROM slots WHERE business_id = @businessId AND date BETWEEN @from AND @to
         AND is_deleted = 0
       GROUP BY date ORDER BY date`,
      { businessId, from, to },
    );
  },
  *relatedIds(typeId: number, exceptId: number, limit: number) {
    const rows = yield* all<{ id: number }>(
      `SELECT id FROM businesses
       WHERE business_type_id = @typeId AND id <> @exceptId AND is_deleted = 0
       ORDER BY rating DESC, review_count DESC, id LIMIT @limit`,
      { typeId, exceptId, limit },
    );
    return rows.map((row) => row.id);
  },
  *thumbnails(ids: number[]) {
    const rows = yield* all<{ business_id: number; media_link: string }>(
      sql`SELECT business_id, coalesce(preview_link, media_link) AS media_link
         FROM media WHERE is_thumbnail = 1 AND ${idsIn('business_id', 'ids')}`,
      { ids: JSON.stringify(ids) },
    );
    return new Map(rows.map((row) => [row.business_id, row.media_link]));
  },
};
