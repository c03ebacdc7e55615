import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import { sql } from '../../db/dialect';
import { all, get, run } from '../../db/engine';
import { joinEventHall } from '../../db/event-hall';
import { eventName, personName } from '../../db/names';
import { forShareOf } from '../../db/row-locks';

export interface SlotForBooking {
  id: number;
  business_id: number;
  date: string;
  start_time: string;
  is_available: 0 | 1;
  is_reserved: 0 | 1;
  user_business_mapping_id: number;
  owner_user_id: number;
}

export interface BookingRow {
  id: number;
  status: BookingStatus;
  hold_until: string | null;
  slot_id: number;
  business_id: number;
  customer_user_id: number;
  number_of_people: number;
  message: string;
  decline_reason: string | null;
  created_at: string;
  decided_at: string | null;
  slot_name: string;
  date: string;
  start_time: string;
  end_time: string;
  business_name: string;
  slug: string;
  address: string;
  business_phone: string;
  business_city: string;
  owner_user_id: number;
  owner_name: string;
  event_type_id: number | null;
  event_name: string | null;
  package_id: number | null;
  package_name: string | null;
  package_price: number | null;
  package_price_basis: PriceBasis | null;
  /** Where the event is (docs/product/calendar.md#where-an-event-is). */
  hall_id: number | null;
  hall_name: string | null;
  wedding_id: number | null;
  wedding_title: string | null;
}

export interface NewBooking {
  slot_id: number;
  business_id: number;
  customer_user_id: number;
  event_type_id: number | null;
  event_type_text: string | null;
  package_id: number | null;
  worker_id: number | null;
  number_of_people: number;
  message: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  now: string;
  /** The wedding the booking is an event of (docs/product/weddings.md#a-wedding-groups-events). */
  wedding_id?: number | null;
}

const SELECT = `SELECT k.id, k.status, k.slot_id, k.business_id, k.customer_user_id,
    k.number_of_people, k.message, k.decline_reason, k.created_at, k.decided_at, k.hold_until,
    s.slot_name, s.date, s.start_time, s.end_time,
    b.business_name, b.slug, b.address, b.business_phone, c.name AS business_city,
    m.user_id AS owner_user_id, ${personName('o')} AS owner_name,
    k.event_type_id, ${eventName('e', 'k')} AS event_name,
    k.package_id, p.package_name, p.price AS package_price, p.price_basis AS package_price_basis,
    eh.id AS hall_id, eh.name AS hall_name, k.wedding_id, wd.title AS wedding_title
  FROM bookings k
  JOIN slots s ON s.id = k.slot_id
  LEFT JOIN weddings wd ON wd.id = k.wedding_id
  JOIN businesses b ON b.id = k.business_id
  JOIN cities c ON c.id = b.city_id
  JOIN user_business_mapping m ON m.business_id = b.id
  JOIN users o ON o.id = m.user_id
  LEFT JOIN event_types e ON e.id = k.event_type_id
  LEFT JOIN packages p ON p.id = k.package_id
  ${joinEventHall('eh')}`;

const SLOT_TO_BOOK = sql`SELECT s.id, s.business_id, s.date, s.start_time, s.is_available,
    s.is_reserved, m.id AS user_business_mapping_id, m.user_id AS owner_user_id
  FROM slots s JOIN user_business_mapping m ON m.business_id = s.business_id
  JOIN businesses b ON b.id = s.business_id
  WHERE s.id = @id AND s.is_deleted = 0 AND b.is_deleted = 0 ${forShareOf('s')}`;

/** A customer's booking requests' SQL as steps, on either engine
 * (docs/architecture.md#10-two-engines). */
export const bookingsRepo = {
  /** The slot a request is for, share-locked until the request commits: it is not taken or
   * blocked meanwhile (db/row-locks.ts). */
  *slot(id: number) {
    return yield* get<SlotForBooking>(SLOT_TO_BOOK, { id });
  },
  *eventTypeExists(id: number) {
    return (
      (yield* get<{ id: number }>('SELECT id FROM event_types WHERE id = @id', { id })) !==
      undefined
    );
  },
  *package(id: number) {
    return yield* get<{ business_id: number; package_name: string; max_guests: number }>(
      'SELECT business_id, package_name, max_guests FROM packages WHERE id = @id',
      { id },
    );
  },
  *worker(id: number) {
    return yield* get<{
      business_id: number;
      name: string;
      capacity: number;
      worker_role: 'hall' | 'worker';
    }>('SELECT business_id, name, capacity, worker_role FROM business_workers WHERE id = @id', {
      id,
    });
  },
  /** The customer's request for the slot still open: pending, or holding the slot. */
  *hasOpenRequest(slot: number, user: number) {
    const row = yield* get<{ id: number }>(
      `SELECT id FROM bookings WHERE slot_id = @slot AND customer_user_id = @user
         AND status = 'pending'
       UNION ALL
       SELECT id FROM slot_holding_bookings WHERE slot_id = @slot AND customer_user_id = @user`,
      { slot, user },
    );
    return row !== undefined;
  },
  *insert(booking: NewBooking) {
    const row = yield* get<{ id: number }>(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id,
         event_type_text, package_id, worker_id, number_of_people, message, contact_name,
         contact_email, contact_phone, wedding_id, status, created_at, modified_at)
       VALUES (@slot_id, @business_id, @customer_user_id, @event_type_id, @event_type_text,
         @package_id, @worker_id, @number_of_people, @message, @contact_name, @contact_email,
         @contact_phone, @wedding_id, 'pending', @now, @now)
       RETURNING id`,
      { ...booking, wedding_id: booking.wedding_id ?? null },
    );
    return row!.id;
  },
  *byId(id: number) {
    return yield* get<BookingRow>(`${SELECT} WHERE k.id = @id`, { id });
  },
  *ofCustomer(user: number, status?: string, from?: string, to?: string) {
    return yield* all<BookingRow>(
      `${SELECT} WHERE k.customer_user_id = @user
         AND (CAST(@status AS TEXT) IS NULL OR k.status = @status)
         AND (CAST(@from AS TEXT) IS NULL OR s.date >= @from)
         AND (CAST(@to AS TEXT) IS NULL OR s.date <= @to)
       ORDER BY s.date DESC, s.start_time DESC, k.id DESC`,
      { user, status: status ?? null, from: from ?? null, to: to ?? null },
    );
  },
  *setStatus(id: number, status: BookingStatus, now: string, reason: string | null = null) {
    yield* run(
      `UPDATE bookings SET status = @status, decline_reason = @reason, decided_at = @now,
         modified_at = @now WHERE id = @id`,
      { id, status, reason, now },
    );
  },
  *completePast(today: string, now: string) {
    return yield* run(
      `UPDATE bookings SET status = 'completed', modified_at = @now
       WHERE status = 'verified' AND slot_id IN (SELECT id FROM slots WHERE date < @today)`,
      { today, now },
    );
  },
};
