// What a public vendor profile shows: the business with its packages, services, reviews,
// slots, photos and related vendors.

import type { Db } from '../../db/connection';

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

export function createProfileRepo(db: Db) {
  const bySlug = db.prepare<[string], ProfileRow>(
    `${PROFILE} WHERE b.slug = ? AND b.is_deleted = 0`,
  );
  const byId = db.prepare<[number], ProfileRow>(`${PROFILE} WHERE b.id = ? AND b.is_deleted = 0`);
  const ofUser = db.prepare<[number], ProfileRow>(
    `${PROFILE} WHERE m.user_id = ? AND b.is_deleted = 0 ORDER BY b.id`,
  );
  const latest = db.prepare<{ skip: number; limit: number }, ProfileRow>(
    `${PROFILE} WHERE b.is_deleted = 0 ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @skip`,
  );
  const countAll = db.prepare<[], { n: number }>(
    'SELECT count(*) AS n FROM businesses WHERE is_deleted = 0',
  );
  const services = db.prepare<
    [number],
    { id: number; service_type_id: number; service_type_name: string; description: string }
  >(
    `SELECT s.id, s.service_type_id, st.name AS service_type_name, st.description
     FROM business_services s JOIN service_types st ON st.id = s.service_type_id
     WHERE s.business_id = ? ORDER BY st.name`,
  );
  const reviews = db.prepare<[number, number], ReviewRow>(
    `SELECT id, reviewer_name, rating, comment, created_at FROM reviews
     WHERE business_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const distribution = db.prepare<[number], { rating: number; n: number }>(
    'SELECT rating, count(*) AS n FROM reviews WHERE business_id = ? GROUP BY rating',
  );
  const slots = db.prepare<[number, string, string], SlotRow>(
    `SELECT id, business_id, worker_id, slot_name, date, start_time, end_time, is_available,
       is_reserved
     FROM slots WHERE business_id = ? AND date BETWEEN ? AND ? AND is_deleted = 0
     ORDER BY date, start_time, id`,
  );
  const calendar = db.prepare<
    [number, string, string],
    { date: string; total: number; open: number }
  >(
    `SELECT date, count(*) AS total,
       sum(CASE WHEN is_available = 1 AND is_reserved = 0 THEN 1 ELSE 0 END) AS open
     FROM slots WHERE business_id = ? AND date BETWEEN ? AND ? AND is_deleted = 0
     GROUP BY date ORDER BY date`,
  );
  const related = db.prepare<[number, number, number], { id: number }>(
    `SELECT id FROM businesses
     WHERE business_type_id = ? AND id <> ? AND is_deleted = 0
     ORDER BY rating DESC, review_count DESC, id LIMIT ?`,
  );
  const thumbnails = db.prepare<[string], { business_id: number; media_link: string }>(
    `SELECT business_id, coalesce(preview_link, media_link) AS media_link FROM media
     WHERE is_thumbnail = 1 AND business_id IN (SELECT value FROM json_each(?))`,
  );
  const servicesOfMany = db.prepare<[string], { business_id: number; name: string }>(
    `SELECT s.business_id, st.name FROM business_services s
     JOIN service_types st ON st.id = s.service_type_id
     WHERE s.business_id IN (SELECT value FROM json_each(?)) ORDER BY s.business_id, st.name`,
  );
  const exists = db.prepare<[number], { found: 1 }>(
    'SELECT 1 AS found FROM businesses WHERE id = ? AND is_deleted = 0',
  );

  return {
    bySlug: (slug: string) => bySlug.get(slug),
    byId: (id: number) => byId.get(id),
    ofUser: (userId: number) => ofUser.all(userId),
    latest: (skip: number, limit: number) => latest.all({ skip, limit }),
    countAll: () => countAll.get()!.n,
    exists: (id: number) => exists.get(id) !== undefined,
    servicesOfMany: (ids: number[]) => servicesOfMany.all(JSON.stringify(ids)),
    services: (businessId: number) => services.all(businessId),
    reviews: (businessId: number, limit: number) => reviews.all(businessId, limit),
    distribution: (businessId: number) => distribution.all(businessId),
    slots: (businessId: number, from: string, to: string) => slots.all(businessId, from, to),
    calendar: (businessId: number, from: string, to: string) => calendar.all(businessId, from, to),
    relatedIds: (typeId: number, exceptId: number, limit: number) =>
      related.all(typeId, exceptId, limit).map((row) => row.id),
    thumbnails: (ids: number[]) =>
      new Map(thumbnails.all(JSON.stringify(ids)).map((row) => [row.business_id, row.media_link])),
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
