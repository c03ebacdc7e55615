// SQL of the owner's side of bookings (docs/product/requests.md#calls, §7.8). Every read is scoped by business_id;
// the rules live in service.ts.
import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import type { Db } from '../../db/connection';

export interface OwnerBookingRow {
  id: number;
  status: BookingStatus;
  slot_id: number;
  business_id: number;
  slot_name: string;
  slot_worker_id: number | null;
  date: string;
  start_time: string | null;
  end_time: string | null;
  customer_user_id: number | null;
  is_walkin: 0 | 1;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  message: string;
  number_of_people: number;
  package_id: number | null;
  package_name: string | null;
  package_price: number | null;
  package_price_basis: PriceBasis | null;
  worker_id: number | null;
  worker_name: string | null;
  worker_capacity: number | null;
  worker_role: 'hall' | 'worker' | null;
  event_name: string | null;
  decline_reason: string | null;
  notes: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface ResourceRow {
  id: number;
  business_id: number;
  name: string;
  capacity: number;
  worker_role: 'hall' | 'worker';
  is_active: 0 | 1;
}

/** A package as a booking's rules read it: whose it is, and the most guests it takes. */
export interface BookingPackageRow {
  id: number;
  business_id: number;
  package_name: string;
  max_guests: number;
}

/** An accepted booking holding a hall or worker: what a conflict's sentence names. */
export interface HolderRow {
  booking_id: number;
  worker_id: number;
  resource_name: string;
  event_name: string | null;
  customer_name: string;
  date: string;
  start_time: string;
  end_time: string;
}

export type DateScope = 'all' | 'upcoming' | 'past';

const SELECT = `SELECT k.id, k.status, k.slot_id, k.business_id,
    s.slot_name, s.worker_id AS slot_worker_id, s.date, s.start_time, s.end_time,
    k.customer_user_id, k.is_walkin, k.contact_name, k.contact_phone, k.contact_email,
    u.first_name, u.last_name, u.email, u.mobile,
    k.message, k.number_of_people, k.package_id, p.package_name, p.price AS package_price, p.price_basis AS package_price_basis,
    k.worker_id, w.name AS worker_name, w.capacity AS worker_capacity, w.worker_role,
    coalesce(e.name, k.event_type_text) AS event_name, k.decline_reason, k.notes,
    k.created_at, k.decided_at
  FROM bookings k
  JOIN slots s ON s.id = k.slot_id
  LEFT JOIN users u ON u.id = k.customer_user_id
  LEFT JOIN event_types e ON e.id = k.event_type_id
  LEFT JOIN packages p ON p.id = k.package_id
  LEFT JOIN business_workers w ON w.id = k.worker_id`;

// Bookings holding a hall or worker (slot_holding_bookings, 0027) on one business's date whose
// times overlap [start, end): slots_business_date, then the bookings of each slot (see 0013;
// CROSS JOIN holds that order against ANALYZE's statistics, which led to a scan of every
// booking).
const HOLDERS = `SELECT o.id AS booking_id, o.worker_id, w.name AS resource_name,
    coalesce(e.name, o.event_type_text) AS event_name,
    coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
      o.contact_name, 'a customer') AS customer_name,
    os.date, os.start_time, os.end_time
  FROM slots os
  CROSS JOIN slot_holding_bookings o ON o.slot_id = os.id
  JOIN business_workers w ON w.id = o.worker_id
  LEFT JOIN users u ON u.id = o.customer_user_id
  LEFT JOIN event_types e ON e.id = o.event_type_id
  WHERE os.business_id = @business AND os.date = @date AND os.start_time < @end
    AND @start < os.end_time AND o.id <> @exclude`;

/** An owner's answer to a request, as it is stored. */
interface Decision {
  id: number;
  status: BookingStatus;
  worker: number | null;
  notes: string | null;
  reason: string | null;
  now: string;
}

export function createOwnerBookingsRepo(db: Db) {
  const list = db.prepare<
    { business: number; status: string | null; scope: DateScope; today: string; all: 0 | 1 },
    OwnerBookingRow
  >(
    `${SELECT} WHERE k.business_id = @business
       AND (@status IS NULL OR k.status = @status)
       AND (@status IS NOT NULL OR @all = 1 OR k.status <> 'cancelled')
       AND (@scope = 'all' OR (@scope = 'past' AND s.date < @today)
         OR (@scope = 'upcoming' AND s.date >= @today))
     ORDER BY s.date, s.start_time, k.id`,
  );
  const byId = db.prepare<{ id: number; business: number }, OwnerBookingRow>(
    `${SELECT} WHERE k.id = @id AND k.business_id = @business`,
  );
  const resource = db.prepare<[number], ResourceRow>(
    'SELECT id, business_id, name, capacity, worker_role, is_active FROM business_workers WHERE id = ?',
  );
  const activeResources = db.prepare<[number], ResourceRow>(
    `SELECT id, business_id, name, capacity, worker_role, is_active FROM business_workers
     WHERE business_id = ? AND is_active = 1 ORDER BY worker_role, name, id`,
  );
  const largestHall = db.prepare<[number], ResourceRow>(
    `SELECT id, business_id, name, capacity, worker_role, is_active FROM business_workers
     WHERE business_id = ? AND worker_role = 'hall' AND is_active = 1
     ORDER BY capacity DESC, id LIMIT 1`,
  );
  const holders = db.prepare<
    { business: number; date: string; start: string; end: string; exclude: number },
    HolderRow
  >(`${HOLDERS} ORDER BY os.start_time, o.id`);
  const holderOf = db.prepare<
    { business: number; date: string; start: string; end: string; exclude: number; worker: number },
    HolderRow
  >(`${HOLDERS} AND o.worker_id = @worker ORDER BY os.start_time, o.id LIMIT 1`);
  const slotHolder = db.prepare<{ slot: number; exclude: number }, { id: number }>(
    'SELECT id FROM slot_holding_bookings WHERE slot_id = @slot AND id <> @exclude',
  );
  const decide = db.prepare<Decision>(
    `UPDATE bookings SET status = @status, worker_id = @worker, notes = @notes,
       decline_reason = @reason, decided_at = @now, modified_at = @now WHERE id = @id`,
  );
  const assign = db.prepare<{ id: number; worker: number; now: string }>(
    'UPDATE bookings SET worker_id = @worker, modified_at = @now WHERE id = @id',
  );
  const details = db.prepare<{
    id: number;
    package: number | null;
    people: number;
    message: string;
    notes: string | null;
    now: string;
  }>(
    `UPDATE bookings SET package_id = @package, number_of_people = @people, message = @message,
       notes = @notes, modified_at = @now WHERE id = @id`,
  );
  const reserve = db.prepare<{ id: number; now: string }>(
    'UPDATE slots SET is_reserved = 1, modified_at = @now WHERE id = @id',
  );
  const pkg = db.prepare<[number], BookingPackageRow>(
    'SELECT id, business_id, package_name, max_guests FROM packages WHERE id = ?',
  );

  return {
    list: (business: number, status: string | null, scope: DateScope, today: string, all = false) =>
      list.all({ business, status, scope, today, all: all ? 1 : 0 }),
    byId: (id: number, business: number) => byId.get({ id, business }),
    resource: (id: number) => resource.get(id),
    activeResources: (business: number) => activeResources.all(business),
    largestHall: (business: number) => largestHall.get(business),
    holders: (business: number, date: string, start: string, end: string, exclude = 0) =>
      holders.all({ business, date, start, end, exclude }),
    holderOf: (
      worker: number,
      at: { business: number; date: string; start: string; end: string; exclude: number },
    ) => holderOf.get({ ...at, worker }),
    slotTaken: (slot: number, exclude: number) => slotHolder.get({ slot, exclude }) !== undefined,
    decide: (row: Decision) => decide.run(row),
    assign: (id: number, worker: number, now: string) => assign.run({ id, worker, now }),
    details: (row: {
      id: number;
      package: number | null;
      people: number;
      message: string;
      notes: string | null;
      now: string;
    }) => details.run(row),
    reserve: (slot: number, now: string) => reserve.run({ id: slot, now }),
    package: (id: number) => pkg.get(id),
  };
}

export type OwnerBookingsRepo = ReturnType<typeof createOwnerBookingsRepo>;
