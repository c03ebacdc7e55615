// Bulk inserts of the demo generator. Prepared once, run inside one transaction per batch.
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import type { Db } from '../db/connection';
import { createUsersRepo } from '../modules/auth/users-repo';
import { createBusinessesRepo } from '../modules/businesses/repo';
import { DEMO_CUSTOMER, DEMO_OWNER } from './demo-accounts';

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
    // The generated prices are for a whole event (a marquee's evening, a photographer's day),
    // so the seeded packages say so (domain/pricing.ts).
    package: db.prepare(
      `INSERT INTO packages (business_id, package_name, description, price, price_basis,
         duration_hours, max_guests, features, is_popular, created_at, modified_at)
       VALUES (@business_id, @package_name, @description, @price, 'per_event', @duration_hours,
         @max_guests, @features, @is_popular, @created_at, @created_at)`,
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
    reservedSlot: db.prepare(
      `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, is_available,
         is_reserved, created_at, modified_at)
       VALUES (@business_id, @slot_name, @date, @start_time, @end_time, 1, 1, @created_at,
         @created_at)`,
    ),
    reserve: db.prepare('UPDATE slots SET is_reserved = 1, modified_at = @now WHERE id = @id'),
    booking: db.prepare(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id, package_id,
         number_of_people, message, status, decided_at, created_at, modified_at)
       VALUES (@slot_id, @business_id, @customer_user_id, @event_type_id, @package_id,
         @number_of_people, @message, @status, @decided_at, @created_at, @decided_at)`,
    ),
    payment: db.prepare(
      `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, kind, method, amount,
         reference, note, paid_on, created_at, modified_at)
       VALUES (@booking_id, @business_id, @recorded_by_user_id, @kind, @method, @amount,
         @reference, @note, @paid_on, @created_at, @created_at)`,
    ),
    // A wedding's events (0030: accepted, each with its hall) and its payments with the payer's
    // name; the wedding and its plan are the weddings module's own writes.
    weddingEvent: db.prepare(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, wedding_id, event_type_id,
         package_id, worker_id, number_of_people, message, status, decided_at, created_at,
         modified_at)
       VALUES (@slot_id, @business_id, @customer_user_id, @wedding_id, @event_type_id,
         @package_id, @worker_id, @number_of_people, @message, 'verified', @decided_at,
         @created_at, @decided_at)`,
    ),
    weddingPayment: db.prepare(
      `INSERT INTO payments (booking_id, business_id, wedding_id, payer_name, recorded_by_user_id,
         kind, method, amount, reference, note, paid_on, created_at, modified_at)
       VALUES (@booking_id, @business_id, @wedding_id, @payer_name, @recorded_by_user_id, @kind,
         @method, @amount, @reference, @note, @paid_on, @created_at, @created_at)`,
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
  const bookingCount = db.prepare<{ user: number }, { n: number }>(
    'SELECT count(*) AS n FROM bookings WHERE customer_user_id = @user',
  );
  const packagesByPrice = db.prepare<
    { business: number },
    { id: number; price: number; price_basis: PriceBasis }
  >('SELECT id, price, price_basis FROM packages WHERE business_id = @business ORDER BY price, id');
  const firstOpenSlot = db.prepare<{ business: number; from: string }, { id: number }>(
    `SELECT id FROM slots WHERE business_id = @business AND date >= @from
       AND is_available = 1 AND is_reserved = 0 ORDER BY date, start_time, id LIMIT 1`,
  );
  const weddingCount = db.prepare<{ user: number }, { n: number }>(
    'SELECT count(*) AS n FROM weddings WHERE customer_user_id = @user',
  );
  const hallNamed = db.prepare<{ business: number; name: string }, { id: number }>(
    `SELECT id FROM business_workers
     WHERE business_id = @business AND worker_role = 'hall' AND name = @name ORDER BY id LIMIT 1`,
  );
  // Whether an accepted booking already holds the hall at overlapping times (0028's guard).
  const hallTaken = db.prepare<
    { business: number; hall: number; date: string; start: string; end: string },
    { n: number }
  >(
    `SELECT count(*) AS n FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
     WHERE s.business_id = @business AND coalesce(k.worker_id, s.worker_id) = @hall
       AND s.date = @date AND s.start_time < @end AND @start < s.end_time`,
  );
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
    bookingCount: (userId: number) => bookingCount.get({ user: userId })!.n,
    packagesByPrice: (businessId: number) => packagesByPrice.all({ business: businessId }),
    weddingCount: (userId: number) => weddingCount.get({ user: userId })!.n,
    hallNamed: (businessId: number, name: string) =>
      hallNamed.get({ business: businessId, name })?.id,
    hallTaken: (hall: number, at: { business: number; date: string; start: string; end: string }) =>
      hallTaken.get({ hall, ...at })!.n > 0,
    firstOpenSlot: (businessId: number, from: string) =>
      firstOpenSlot.get({ business: businessId, from })?.id,
  };
}

export type SeedRepo = ReturnType<typeof createSeedRepo>;

/** The demo customer, the demo owner and the owner's business, once all three exist. */
export function findDemoParties(db: Db) {
  const users = createUsersRepo(db);
  const customer = users.findByEmail(DEMO_CUSTOMER.email);
  const owner = users.findByEmail(DEMO_OWNER.email);
  const business = owner && createBusinessesRepo(db).findOwnedBy(owner.id);
  if (!customer || !owner || !business) return undefined;
  return { customerId: customer.id, ownerId: owner.id, businessId: business.business_id };
}
