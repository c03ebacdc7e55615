// Bulk inserts of the demo generator. Prepared once, run inside one transaction per batch.
import type { Db } from '../db/connection';

export function createSeedRepo(db: Db) {
  const statements = {
    user: db.prepare(
      `INSERT INTO users (username, email, password_hash, first_name, last_name, mobile, city_id,
         is_business_owner, created_at, modified_at)
       VALUES (@username, @email, @password_hash, @first_name, @last_name, @mobile, @city_id, 1,
         @created_at, @created_at)`,
    ),
    business: db.prepare(
      `INSERT INTO businesses (business_name, slug, bio, address, business_phone, business_email,
         website, facebook_page, instagram_page, city_id, business_type_id, rating, review_count,
         no_of_workers, max_capacity, is_verified, latitude, longitude, is_featured,
         has_online_booking, has_instant_booking, response_time_hours, min_price, max_price,
         no_of_packages, created_at, modified_at)
       VALUES (@business_name, @slug, @bio, @address, @business_phone, @business_email, @website,
         @facebook_page, @instagram_page, @city_id, @business_type_id, @rating, @review_count,
         @no_of_workers, @max_capacity, @is_verified, @latitude, @longitude, @is_featured,
         @has_online_booking, @has_instant_booking, @response_time_hours, @min_price, @max_price,
         @no_of_packages, @created_at, @created_at)`,
    ),
    enrich: db.prepare(
      `UPDATE businesses SET rating = @rating, review_count = @review_count,
         no_of_workers = @no_of_workers, max_capacity = @max_capacity, latitude = @latitude,
         longitude = @longitude, min_price = @min_price, max_price = @max_price,
         no_of_packages = @no_of_packages, response_time_hours = @response_time_hours
       WHERE id = @id`,
    ),
    mapping: db.prepare(
      `INSERT INTO user_business_mapping (user_id, business_id, business_type_id, created_at)
       VALUES (@user_id, @business_id, @business_type_id, @created_at)`,
    ),
    package: db.prepare(
      `INSERT INTO packages (business_id, package_name, description, price, duration_hours,
         max_guests, features, is_popular, created_at, modified_at)
       VALUES (@business_id, @package_name, @description, @price, @duration_hours, @max_guests,
         @features, @is_popular, @created_at, @created_at)`,
    ),
    service: db.prepare(
      `INSERT INTO business_services (business_id, service_type_id, created_at)
       VALUES (@business_id, @service_type_id, @created_at)`,
    ),
    worker: db.prepare(
      `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at, modified_at)
       VALUES (@business_id, @name, @capacity, @worker_role, @created_at, @created_at)`,
    ),
    review: db.prepare(
      `INSERT INTO reviews (business_id, reviewer_name, rating, comment, created_at, modified_at)
       VALUES (@business_id, @reviewer_name, @rating, @comment, @created_at, @created_at)`,
    ),
    slot: db.prepare(
      `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
         is_available, is_reserved, created_at, modified_at)
       VALUES (@business_id, @worker_id, @slot_name, @date, @start_time, @end_time, @is_available,
         0, @created_at, @created_at)`,
    ),
    media: db.prepare(
      `INSERT INTO media (business_id, media_link, media_type, title, description, is_thumbnail,
         created_at)
       VALUES (@business_id, @media_link, 'image', @title, @description, @is_thumbnail, @created_at)`,
    ),
  };
  const generatedCount = db.prepare<[], { n: number }>(
    "SELECT count(*) AS n FROM users WHERE email LIKE 'vendor%@demo.baraat.pk'",
  );
  const allSlugs = db.prepare<[], { slug: string }>('SELECT slug FROM businesses');
  const serviceTypes = db.prepare<[], { id: number; business_type_id: number }>(
    'SELECT id, business_type_id FROM service_types',
  );

  const run = (statement: keyof typeof statements, row: Record<string, unknown>) =>
    Number(statements[statement].run(row).lastInsertRowid);

  return {
    run,
    generatedCount: () => generatedCount.get()!.n,
    allSlugs: () => new Set(allSlugs.all().map((row) => row.slug)),
    serviceTypes: () => serviceTypes.all(),
  };
}

export type SeedRepo = ReturnType<typeof createSeedRepo>;
