// The demo seed's own statements, as steps on either engine (docs/architecture.md#10-two-engines):
// its inserts, each giving back the new row's id, and the reads it decides from.
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import { insertedId } from '../db/dialect';
import { all, get, run } from '../db/engine';
import { usersRepo } from '../modules/auth/users-repo';
import { businessesRepo } from '../modules/businesses/repo';
import { DEMO_CUSTOMER, DEMO_OWNER } from './demo-accounts';

const INSERTS = {
  user: `INSERT INTO users (username, email, password_hash, first_name, last_name, mobile, city_id,
         is_business_owner, created_at, modified_at)
       VALUES (@username, @email, @password_hash, @first_name, @last_name, @mobile, @city_id, 1,
         @created_at, @created_at)`,
  business: `INSERT INTO businesses (business_name, slug, bio, address, business_phone, business_email,
         website, facebook_page, instagram_page, city_id, business_type_id, rating, review_count,
         no_of_workers, max_capacity, is_verified, latitude, longitude, is_featured,
         has_online_booking, has_instant_booking, response_time_hours, min_price, max_price,
         no_of_packages, created_at, modified_at)
       VALUES (@business_name, @slug, @bio, @address, @business_phone, @business_email, @website,
         @facebook_page, @instagram_page, @city_id, @business_type_id, @rating, @review_count,
         @no_of_workers, @max_capacity, @is_verified, @latitude, @longitude, @is_featured,
         @has_online_booking, @has_instant_booking, @response_time_hours, @min_price, @max_price,
         @no_of_packages, @created_at, @created_at)`,
  mapping: `INSERT INTO user_business_mapping (user_id, business_id, business_type_id, created_at)
       VALUES (@user_id, @business_id, @business_type_id, @created_at)`,
  // The generated prices are for a whole event (a marquee's evening, a photographer's day),
  // so the seeded packages say so (domain/pricing.ts).
  package: `INSERT INTO packages (business_id, package_name, description, price, price_basis,
         duration_hours, max_guests, features, is_popular, created_at, modified_at)
       VALUES (@business_id, @package_name, @description, @price, 'per_event', @duration_hours,
         @max_guests, @features, @is_popular, @created_at, @created_at)`,
  service: `INSERT INTO business_services (business_id, service_type_id, created_at)
       VALUES (@business_id, @service_type_id, @created_at)`,
  worker: `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at, modified_at)
       VALUES (@business_id, @name, @capacity, @worker_role, @created_at, @created_at)`,
  review: `INSERT INTO reviews (business_id, reviewer_name, rating, comment, created_at, modified_at)
       VALUES (@business_id, @reviewer_name, @rating, @comment, @created_at, @created_at)`,
  slot: `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
         is_available, is_reserved, created_at, modified_at)
       VALUES (@business_id, @worker_id, @slot_name, @date, @start_time, @end_time, @is_available,
         0, @created_at, @created_at)`,
  reservedSlot: `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, is_available,
         is_reserved, created_at, modified_at)
       VALUES (@business_id, @slot_name, @date, @start_time, @end_time, 1, 1, @created_at,
         @created_at)`,
  booking: `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id, package_id,
         number_of_people, message, status, decided_at, created_at, modified_at)
       VALUES (@slot_id, @business_id, @customer_user_id, @event_type_id, @package_id,
         @number_of_people, @message, @status, @decided_at, @created_at, @decided_at)`,
  payment: `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, kind, method, amount,
         reference, note, paid_on, created_at, modified_at)
       VALUES (@booking_id, @business_id, @recorded_by_user_id, @kind, @method, @amount,
         @reference, @note, @paid_on, @created_at, @created_at)`,
  // A wedding's events (0030: accepted, each with its hall) and its payments with the payer's
  // name; the wedding and its plan are the weddings module's own writes.
  weddingEvent: `INSERT INTO bookings (slot_id, business_id, customer_user_id, wedding_id, event_type_id,
         package_id, worker_id, number_of_people, message, status, decided_at, created_at,
         modified_at)
       VALUES (@slot_id, @business_id, @customer_user_id, @wedding_id, @event_type_id,
         @package_id, @worker_id, @number_of_people, @message, 'verified', @decided_at,
         @created_at, @decided_at)`,
  weddingPayment: `INSERT INTO payments (booking_id, business_id, wedding_id, payer_name, recorded_by_user_id,
         kind, method, amount, reference, note, paid_on, created_at, modified_at)
       VALUES (@booking_id, @business_id, @wedding_id, @payer_name, @recorded_by_user_id, @kind,
         @method, @amount, @reference, @note, @paid_on, @created_at, @created_at)`,
  media: `INSERT INTO media (business_id, media_link, media_type, title, description, is_thumbnail,
         created_at)
       VALUES (@business_id, @media_link, 'image', @title, @description, @is_thumbnail, @created_at)`,
} as const;

/** The demo seed's statements (docs/architecture.md#10-two-engines). */
export const seedRepo = {
  /** One row of `INSERTS`; its new id. */
  *insert(statement: keyof typeof INSERTS, row: Record<string, unknown>) {
    return yield* insertedId(INSERTS[statement], row);
  },
  /** Rows of one of `INSERTS` in one statement (its VALUES once a row, parameters numbered). */
  *insertAll(statement: keyof typeof INSERTS, rows: Record<string, unknown>[]) {
    if (rows.length === 0) return;
    const [into, values] = INSERTS[statement].split(/\bVALUES\b/) as [string, string];
    const tuples = rows.map((_, n) => values.trim().replace(/@(\w+)/g, `@$1_${n}`));
    const params = Object.fromEntries(
      rows.flatMap((row, n) => Object.entries(row).map(([name, value]) => [`${name}_${n}`, value])),
    );
    yield* run(`${into} VALUES ${tuples.join(', ')}`, params);
  },
  /** A generated business's figures, once its packages, halls and reviews are in. */
  *enrich(row: Record<string, unknown>) {
    yield* run(
      `UPDATE businesses SET rating = @rating, review_count = @review_count,
             no_of_workers = @no_of_workers, max_capacity = @max_capacity, latitude = @latitude,
             longitude = @longitude, min_price = @min_price, max_price = @max_price,
             no_of_packages = @no_of_packages, response_time_hours = @response_time_hours
           WHERE id = @id`,
      row,
    );
  },
  *reserve(id: number, now: string) {
    yield* run('UPDATE slots SET is_reserved = 1, modified_at = @now WHERE id = @id', { id, now });
  },
  *generatedCount() {
    // A parameter: PostgreSQL's half would read @demo in the text as one.
    return (yield* get<{ n: number }>('SELECT count(*) AS n FROM users WHERE email LIKE @pattern', {
      pattern: 'vendor%@demo.baraat.pk',
    }))!.n;
  },
  *allSlugs() {
    const rows = yield* all<{ slug: string }>('SELECT slug FROM businesses');
    return new Set(rows.map((row) => row.slug));
  },
  *serviceTypes() {
    return yield* all<{ id: number; business_type_id: number }>(
      'SELECT id, business_type_id FROM service_types',
    );
  },
  *bookingCount(userId: number) {
    return (yield* get<{ n: number }>(
      'SELECT count(*) AS n FROM bookings WHERE customer_user_id = @user',
      { user: userId },
    ))!.n;
  },
  *packagesByPrice(businessId: number) {
    return yield* all<{ id: number; price: number; price_basis: PriceBasis }>(
      'SELECT id, price, price_basis FROM packages WHERE business_id = @business ORDER BY price, id',
      { business: businessId },
    );
  },
  *firstOpenSlot(businessId: number, from: string) {
    const row = yield* get<{ id: number }>(
      `SELECT id FROM slots WHERE business_id = @business AND date >= @from
         AND is_available = 1 AND is_reserved = 0 ORDER BY date, start_time, id LIMIT 1`,
      { business: businessId, from },
    );
    return row?.id;
  },
  *weddingCount(userId: number) {
    return (yield* get<{ n: number }>(
      'SELECT count(*) AS n FROM weddings WHERE customer_user_id = @user',
      { user: userId },
    ))!.n;
  },
  *hallNamed(businessId: number, name: string) {
    const row = yield* get<{ id: number }>(
      `SELECT id FROM business_workers
       WHERE business_id = @business AND worker_role = 'hall' AND name = @name ORDER BY id LIMIT 1`,
      { business: businessId, name },
    );
    return row?.id;
  },
  /** Whether an accepted booking already holds the hall at overlapping times (0028's guard). */
  *hallTaken(hall: number, at: { business: number; date: string; start: string; end: string }) {
    const row = yield* get<{ n: number }>(
      `SELECT count(*) AS n FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
       WHERE s.business_id = @business AND coalesce(k.worker_id, s.worker_id) = @hall
         AND s.date = @date AND s.start_time < @end AND @start < s.end_time`,
      { hall, ...at },
    );
    return row!.n > 0;
  },
  /** The demo customer, the demo owner and the owner's business, once all three exist. */
  *demoParties() {
    const customer = yield* usersRepo.findByEmail(DEMO_CUSTOMER.email);
    const owner = yield* usersRepo.findByEmail(DEMO_OWNER.email);
    const business = owner && (yield* businessesRepo.findOwnedBy(owner.id));
    if (!customer || !owner || !business) return undefined;
    return { customerId: customer.id, ownerId: owner.id, businessId: business.business_id };
  },
};
