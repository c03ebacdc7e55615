// SQL of the owner's side of bookings (docs/product/requests.md#calls), as steps of the
// engine-neutral layer (docs/architecture.md#10-two-engines). Every read is scoped by
// business_id; the rules live in service.ts. Where the dialects differ: a hall's or worker's
// name is ordered by bytes on both (SQLite's BINARY is PostgreSQL's C collation), and an
// optional filter's parameter is given its type (`CAST(@x AS TEXT)`) for PostgreSQL.
import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import { bytewise, JOIN_IN_ORDER, sql } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';
import { joinEventHall } from '../../db/event-hall';
import { deskPersonColumns, eventName, joinDeskPerson, personName } from '../../db/names';
import { FOR_CHANGE, FOR_SHARE } from '../../db/row-locks';

export interface OwnerBookingRow {
  id: number;
  status: BookingStatus;
  hold_until: string | null;
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
  /** Where the event is (docs/product/calendar.md#where-an-event-is). */
  hall_id: number | null;
  hall_name: string | null;
  event_name: string | null;
  decline_reason: string | null;
  notes: string | null;
  created_at: string;
  decided_at: string | null;
  wedding_id: number | null;
  wedding_title: string | null;
  created_by_id: number | null;
  created_by_name: string | null;
  answered_by_id: number | null;
  answered_by_name: string | null;
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

/** Where a hall or worker is looked for: a business's date and times, leaving a booking out. */
export interface HoldAt {
  business: number;
  date: string;
  start: string;
  end: string;
  exclude: number;
}

/** An owner's answer to a request, as it is stored. */
export interface Decision {
  id: number;
  status: BookingStatus;
  worker: number | null;
  notes: string | null;
  reason: string | null;
  /** How long an accepted booking waits for its advance (docs/product/payments.md#holding-a-date). */
  holdUntil: string | null;
  now: string;
  /** Who gave the answer (docs/product/accounts.md#who-did-what). */
  by: number;
}

/** A booking as a write that changes it reads it: whether another booking holds its slot. */
export interface ChangingRow extends OwnerBookingRow {
  slot_taken: boolean | 0 | 1;
  /** What its completed payments come to: an advance paid already leaves it unheld. */
  paid_amount: number;
}

export interface DetailsWrite {
  id: number;
  package: number | null;
  people: number;
  message: string;
  notes: string | null;
  now: string;
}

/** The booking's columns with its slot's, people's and hall's, from `bookings` as `k`, and
 * `more` columns. */
const selectFrom = (
  bookings: string,
  more = '',
) => `SELECT k.id, k.status, k.hold_until, k.slot_id, k.business_id,
    s.slot_name, s.worker_id AS slot_worker_id, s.date, s.start_time, s.end_time,
    k.customer_user_id, k.is_walkin, k.contact_name, k.contact_phone, k.contact_email,
    u.first_name, u.last_name, u.email, u.mobile,
    k.message, k.number_of_people, k.package_id, p.package_name, p.price AS package_price, p.price_basis AS package_price_basis,
    k.worker_id, w.name AS worker_name, w.capacity AS worker_capacity, w.worker_role,
    eh.id AS hall_id, eh.name AS hall_name,
    ${eventName('e', 'k')} AS event_name, k.decline_reason, k.notes,
    k.created_at, k.decided_at, k.wedding_id, wd.title AS wedding_title,
    ${deskPersonColumns('cb', 'created_by')}, ${deskPersonColumns('ab', 'answered_by')}${more}
  FROM ${bookings} k
  JOIN slots s ON s.id = k.slot_id
  LEFT JOIN weddings wd ON wd.id = k.wedding_id
  LEFT JOIN users u ON u.id = k.customer_user_id
  LEFT JOIN event_types e ON e.id = k.event_type_id
  LEFT JOIN packages p ON p.id = k.package_id
  LEFT JOIN business_workers w ON w.id = k.worker_id
  ${joinDeskPerson('cb', 'k.created_by_user_id')}
  ${joinDeskPerson('ab', 'k.answered_by_user_id')}
  ${joinEventHall('eh')}`;

const LIST = `${selectFrom('bookings')} WHERE k.business_id = @business
    AND (CAST(@status AS TEXT) IS NULL OR k.status = CAST(@status AS TEXT))
    AND (CAST(@status AS TEXT) IS NOT NULL OR @all = 1 OR k.status <> 'cancelled')
    AND (CAST(@scope AS TEXT) = 'all'
      OR (CAST(@scope AS TEXT) = 'past' AND s.date < CAST(@today AS TEXT))
      OR (CAST(@scope AS TEXT) = 'upcoming' AND s.date >= CAST(@today AS TEXT)))
  ORDER BY s.date, s.start_time, k.id`;

// The one booking read first, on its own: joined as a table, PostgreSQL's planner judged from
// its statistics of bookings.worker_id that a merge join would read business_workers only up to
// the ids those statistics knew, and read all 123,000 halls of the bench's data for a hall added
// since (30 ms, inside an accept's locks); a materialized row has no statistics to mislead it.
const BY_ID = `WITH one AS MATERIALIZED (SELECT * FROM bookings WHERE id = @id)
  ${selectFrom('one')}`;
// The booking a write changes, locked, whether another booking holds its slot (an answer
// refuses to accept it then; a holder committed since is the unique index's to refuse), and
// what its completed payments come to (an accept holds its date unless its advance is paid).
const BY_ID_TO_CHANGE = sql`WITH one AS MATERIALIZED (
    SELECT * FROM bookings WHERE id = @id ${FOR_CHANGE})
  ${selectFrom(
    'one',
    `,
    EXISTS (SELECT 1 FROM slot_holding_bookings o WHERE o.slot_id = k.slot_id AND o.id <> k.id)
      AS slot_taken,
    coalesce((SELECT sum(pd.amount) FROM payments pd
      WHERE pd.booking_id = k.id AND pd.status = 'completed'), 0) AS paid_amount`,
  )}`;

const RESOURCE = `SELECT id, business_id, name, capacity, worker_role, is_active
  FROM business_workers`;
const RESOURCE_TO_USE = sql`${RESOURCE} WHERE id = @id ${FOR_SHARE}`;

const ACTIVE_RESOURCES = sql`${RESOURCE} WHERE business_id = @business AND is_active = 1
    ORDER BY worker_role, ${bytewise('name')}, id`;

const LARGEST_HALL = `${RESOURCE}
  WHERE business_id = @business AND worker_role = 'hall' AND is_active = 1
  ORDER BY capacity DESC, id LIMIT 1`;

// Bookings holding a hall or worker (slot_holding_bookings, 0027) on one business's date whose
// times overlap [start, end): slots_business_date, then the bookings of each slot (see 0013;
// in another order SQLite scanned every booking).
const HOLDERS_OF_TIME = sql`SELECT o.id AS booking_id, o.worker_id, w.name AS resource_name,
    ${eventName('e', 'o')} AS event_name,
    coalesce(${personName('u')}, o.contact_name, 'a customer') AS customer_name,
    os.date, os.start_time, os.end_time
  FROM slots os
  ${JOIN_IN_ORDER} slot_holding_bookings o ON o.slot_id = os.id
  JOIN business_workers w ON w.id = o.worker_id
  LEFT JOIN users u ON u.id = o.customer_user_id
  LEFT JOIN event_types e ON e.id = o.event_type_id
  WHERE os.business_id = @business AND os.date = @date AND os.start_time < @end
    AND @start < os.end_time AND o.id <> @exclude`;

const HOLDERS = sql`${HOLDERS_OF_TIME} ORDER BY os.start_time, o.id`;
const HOLDER_OF = sql`${HOLDERS_OF_TIME} AND o.worker_id = @worker ORDER BY os.start_time, o.id LIMIT 1`;

export const ownerBookingsRepo = {
  list: (
    business: number,
    status: string | null,
    scope: DateScope,
    today: string,
    everything = false,
  ): Step<OwnerBookingRow[]> =>
    all<OwnerBookingRow>(LIST, { business, status, scope, today, all: everything ? 1 : 0 }),

  byId: (id: number) => get<OwnerBookingRow>(BY_ID, { id }),

  /** The booking a write changes, locked until it commits (db/row-locks.ts). */
  byIdToChange: (id: number) => get<ChangingRow>(BY_ID_TO_CHANGE, { id }),

  resource: (id: number) => get<ResourceRow>(`${RESOURCE} WHERE id = @id`, { id }),

  /** A hall or worker a write gives out, share-locked until it commits: its capacity and state
   * hold meanwhile, while other answers giving it out read it at once (db/row-locks.ts). */
  resourceToUse: (id: number) => get<ResourceRow>(RESOURCE_TO_USE, { id }),

  activeResources: (business: number) => all<ResourceRow>(ACTIVE_RESOURCES, { business }),

  largestHall: (business: number) => get<ResourceRow>(LARGEST_HALL, { business }),

  holders: (at: HoldAt) => all<HolderRow>(HOLDERS, at),

  holderOf: (worker: number, at: HoldAt) => get<HolderRow>(HOLDER_OF, { ...at, worker }),

  *slotTaken(slot: number, exclude: number): Step<boolean> {
    const holder = yield* get<{ id: number }>(
      'SELECT id FROM slot_holding_bookings WHERE slot_id = @slot AND id <> @exclude',
      { slot, exclude },
    );
    return holder !== undefined;
  },

  decide: (row: Decision) =>
    run(
      `UPDATE bookings SET status = @status, worker_id = @worker, notes = @notes,
         decline_reason = @reason, hold_until = @holdUntil, decided_at = @now, modified_at = @now,
         answered_by_user_id = @by WHERE id = @id`,
      row,
    ),

  assign: (id: number, worker: number, now: string) =>
    run('UPDATE bookings SET worker_id = @worker, modified_at = @now WHERE id = @id', {
      id,
      worker,
      now,
    }),

  details: (row: DetailsWrite) =>
    run(
      `UPDATE bookings SET package_id = @package, number_of_people = @people, message = @message,
         notes = @notes, modified_at = @now WHERE id = @id`,
      row,
    ),

  reserve: (slot: number, now: string) =>
    run('UPDATE slots SET is_reserved = 1, modified_at = @now WHERE id = @id', { id: slot, now }),

  package: (id: number) =>
    get<BookingPackageRow>(
      'SELECT id, business_id, package_name, max_guests FROM packages WHERE id = @id',
      { id },
    ),
};

export type OwnerBookingsRepo = typeof ownerBookingsRepo;
