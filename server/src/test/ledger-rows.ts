// The rows a payments test records against, written through the engine-neutral layer so that
// the same fixture stands on SQLite and on PostgreSQL (docs/architecture.md#10-two-engines).
import { get, type Step } from '../db/engine';

const NOW = '2026-01-01T00:00:00.000Z';

function* insertId(sql: string, params: object): Step<number> {
  return (yield* get<{ id: number }>(`${sql} RETURNING id`, params))!.id;
}

let counter = 0;

/** An account; `owner` makes it a business owner's. */
export function* userRow(first: string, owner = false): Step<number> {
  counter += 1;
  const name = `${first.toLowerCase()}${counter}${Math.random().toString(36).slice(2, 8)}`;
  return yield* insertId(
    `INSERT INTO users (username, email, password_hash, first_name, last_name,
       is_business_owner, created_at, modified_at)
     VALUES (@name, @email, 'x', @first, 'Test', @owner, @now, @now)`,
    { name, email: `${name}@example.pk`, first, owner: owner ? 1 : 0, now: NOW },
  );
}

/** A business of `ownerId` with one per-guest package of `price`. */
export function* businessRow(ownerId: number, price: number) {
  counter += 1;
  const tag = `${counter}${Math.random().toString(36).slice(2, 8)}`;
  const city = yield* insertId('INSERT INTO cities (name) VALUES (@name)', { name: `City ${tag}` });
  const type = yield* insertId('INSERT INTO business_types (name) VALUES (@name)', {
    name: `Type ${tag}`,
  });
  const business = yield* insertId(
    `INSERT INTO businesses (business_name, slug, city_id, business_type_id, created_at, modified_at)
     VALUES (@name, @slug, @city, @type, @now, @now)`,
    { name: `Hall ${tag}`, slug: `hall-${tag}`, city, type, now: NOW },
  );
  yield* insertId(
    `INSERT INTO user_business_mapping (user_id, business_id, business_type_id, created_at)
     VALUES (@ownerId, @business, @type, @now)`,
    { ownerId, business, type, now: NOW },
  );
  const packageId = yield* insertId(
    `INSERT INTO packages (business_id, package_name, price, created_at, modified_at)
     VALUES (@business, 'Mehndi night', @price, @now, @now)`,
    { business, price, now: NOW },
  );
  return { business, packageId };
}

/** A booking of `customerId` on a fresh slot of the business, in `status`. */
export function* bookingRow(
  place: { business: number; packageId: number },
  customerId: number,
  status: 'pending' | 'verified',
  people = 2,
  date = '2030-05-01',
): Step<number> {
  const slot = yield* insertId(
    `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at, modified_at)
     VALUES (@business, 'Evening', @date, '18:00', '23:00', @now, @now)`,
    { business: place.business, date, now: NOW },
  );
  return yield* insertId(
    `INSERT INTO bookings (slot_id, business_id, customer_user_id, package_id, number_of_people,
       status, created_at, modified_at)
     VALUES (@slot, @business, @customerId, @packageId, @people, @status, @now, @now)`,
    {
      slot,
      business: place.business,
      customerId,
      packageId: place.packageId,
      people,
      status,
      now: NOW,
    },
  );
}

/** A desk change made by `userId` on their own device (docs/product/accounts.md#who-did-what). */
export const onOwnDevice = (userId: number) => ({ userId, deviceUserId: null });
