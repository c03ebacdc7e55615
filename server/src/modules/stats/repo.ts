// SQL for the owner's statistics: counts over bookings, sums over the payments ledger. Every
// query is scoped to one business (@b). "Confirmed" is a booking that holds its slot (the
// slot_holding_bookings view); revenue is the ledger's completed payments (a refund sets a
// payment's status to refunded, so it drops out). A walk-in has no account: its name is the
// booking's contact name, so users are joined LEFT.
import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@baraat/shared/schemas/payments';
import { hoursBetween, sql, weekdayOf } from '../../db/dialect';
import { all, get } from '../../db/engine';
import { joinEventHall } from '../../db/event-hall';
import { eventName, personName } from '../../db/names';

const CUSTOMER_NAME = `coalesce(nullif(trim(k.contact_name), ''), ${personName('u')})`;

export interface BookingCounts {
  total: number;
  pending: number;
  confirmed: number;
  declined: number;
  cancelled: number;
}

export interface EventRow {
  booking_id: number;
  status: BookingStatus;
  event_date: string;
  start_time: string;
  end_time: string;
  event_name: string | null;
  customer_name: string;
  package_name: string | null;
  guest_count: number;
  hall_name: string | null;
  address: string;
  revenue: number;
  /** The wedding it is an event of, if any. */
  wedding_id: number | null;
  wedding_title: string | null;
}

export interface PackagePerformanceRow {
  package_id: number;
  package_name: string;
  price: number;
  accepted: number;
  declined: number;
  revenue: number;
  previous_revenue: number;
}

/** A range and the as many days before it, which a package's growth compares against. */
export type PackageRange = { from: string; to: string; previousFrom: string; previousTo: string };

export interface TransactionRow {
  payment_id: number;
  booking_id: number;
  customer_name: string;
  amount: number;
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  paid_on: string;
  /** The wedding it was paid towards, if any, and who paid it. */
  wedding_id: number | null;
  wedding_title: string | null;
  payer_name: string | null;
}

export interface ReportPaymentRow extends TransactionRow {
  reference: string | null;
}

type Range = { b: number; from: string | null; to: string | null };

/** The events of `bookings` (the table) or of `slot_holding_bookings` (the confirmed ones). */
const eventSelect = (
  bookings: string,
) => `SELECT k.id AS booking_id, k.status, s.date AS event_date, s.start_time, s.end_time,
    ${eventName('et', 'k')} AS event_name,
    ${CUSTOMER_NAME} AS customer_name, pk.package_name, k.number_of_people AS guest_count,
    CASE WHEN w.worker_role = 'hall' THEN w.name END AS hall_name, bz.address,
    bt.total_amount AS revenue, k.wedding_id, wd.title AS wedding_title
  FROM ${bookings} k
  JOIN booking_totals bt ON bt.booking_id = k.id
  JOIN slots s ON s.id = k.slot_id
  LEFT JOIN users u ON u.id = k.customer_user_id
  LEFT JOIN weddings wd ON wd.id = k.wedding_id
  JOIN businesses bz ON bz.id = k.business_id
  LEFT JOIN event_types et ON et.id = k.event_type_id
  LEFT JOIN packages pk ON pk.id = k.package_id
  ${joinEventHall('w')}`;

const TRANSACTION_SELECT = `SELECT p.id AS payment_id, p.booking_id, ${CUSTOMER_NAME} AS customer_name,
    p.amount, p.kind, p.method, p.status, p.paid_on, p.reference, p.wedding_id,
    wd.title AS wedding_title, p.payer_name
  FROM payments p
  JOIN bookings k ON k.id = p.booking_id
  LEFT JOIN users u ON u.id = k.customer_user_id
  LEFT JOIN weddings wd ON wd.id = p.wedding_id`;

/** How many rows of a count match a condition, written the same on both engines. */
const countWhere = (condition: string) =>
  `coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/** An optional bound of a range: null leaves that side open. */
const from = (column: string) => `(CAST(@from AS TEXT) IS NULL OR ${column} >= @from)`;
const to = (column: string) => `(CAST(@to AS TEXT) IS NULL OR ${column} <= @to)`;

// Bookings count by their event's date, revenue by the day a payment was received: the
// same days the revenue chart puts them on.
const bookingsOfPackage = (bookings: string, where = '') => `(SELECT count(*) FROM ${bookings} k
     JOIN slots s ON s.id = k.slot_id
     WHERE k.package_id = p.id ${where} AND s.date BETWEEN @from AND @to)`;
const receivedForPackage = (start: string, end: string) => `(SELECT coalesce(sum(pa.amount), 0)
     FROM payments pa JOIN bookings k ON k.id = pa.booking_id
     WHERE k.package_id = p.id AND pa.status = 'completed'
       AND pa.paid_on BETWEEN ${start} AND ${end})`;

/** The owner's statistics' SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
export const statsRepo = {
  *bookingCounts(b: number) {
    return (yield* get<BookingCounts>(
      `SELECT count(*) AS total,
         ${countWhere("status = 'pending'")} AS pending,
         (SELECT count(*) FROM slot_holding_bookings WHERE business_id = @b) AS confirmed,
         ${countWhere("status = 'declined'")} AS declined,
         ${countWhere("status = 'cancelled'")} AS cancelled
       FROM bookings WHERE business_id = @b`,
      { b },
    ))!;
  },
  *revenue(b: number, start: string | null, end: string | null) {
    const row = yield* get<{ amount: number }>(
      `SELECT coalesce(sum(amount), 0) AS amount FROM payments
       WHERE business_id = @b AND status = 'completed' AND ${from('paid_on')} AND ${to('paid_on')}`,
      { b, from: start, to: end } satisfies Range,
    );
    return row!.amount;
  },
  *confirmedEvents(b: number, start: string | null, end: string | null) {
    const row = yield* get<{ n: number }>(
      `SELECT count(*) AS n FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
       WHERE k.business_id = @b AND ${from('s.date')} AND ${to('s.date')}`,
      { b, from: start, to: end } satisfies Range,
    );
    return row!.n;
  },
  *customers(b: number) {
    return (yield* get<{ total: number; repeat: number }>(
      `SELECT count(*) AS total, ${countWhere('n >= 2')} AS repeat FROM (
         SELECT count(*) AS n FROM slot_holding_bookings
         WHERE business_id = @b GROUP BY customer_user_id) AS per_customer`,
      { b },
    ))!;
  },
  *reviews(b: number) {
    return (yield* get<{ total: number; average: number | null }>(
      'SELECT count(*) AS total, avg(rating) AS average FROM reviews WHERE business_id = @b',
      { b },
    ))!;
  },
  *catalogue(b: number) {
    return (yield* get<{ packages: number; services: number }>(
      `SELECT (SELECT count(*) FROM packages WHERE business_id = @b) AS packages,
         (SELECT count(*) FROM business_services WHERE business_id = @b) AS services`,
      { b },
    ))!;
  },
  /** Hours from request to answer of the answered requests (holding their slot, or declined). */
  *responseHours(b: number) {
    const answered = `FROM (
         SELECT decided_at, created_at FROM slot_holding_bookings WHERE business_id = @b
         UNION ALL
         SELECT decided_at, created_at FROM bookings WHERE business_id = @b AND status = 'declined')
         AS answered
       WHERE decided_at IS NOT NULL ORDER BY hours`;
    const rows = yield* all<{ hours: number }>(
      sql`SELECT ${hoursBetween('created_at', 'decided_at')} AS hours ${answered}`,
      { b },
    );
    return rows.map((row) => row.hours);
  },
  *events(b: number, start: string, end: string) {
    return yield* all<EventRow>(
      `${eventSelect('slot_holding_bookings')} WHERE k.business_id = @b
         AND s.date >= @from AND s.date <= @to ORDER BY s.date, s.start_time, k.id`,
      { b, from: start, to: end } satisfies Range,
    );
  },
  *paymentsByDay(b: number, start: string, end: string) {
    return yield* all<{ day: string; amount: number }>(
      `SELECT paid_on AS day, sum(amount) AS amount FROM payments
       WHERE business_id = @b AND status = 'completed' AND paid_on >= @from AND paid_on <= @to
       GROUP BY paid_on`,
      { b, from: start, to: end } satisfies Range,
    );
  },
  *bookingsByDay(b: number, start: string, end: string) {
    return yield* all<{ day: string; n: number }>(
      `SELECT s.date AS day, count(*) AS n FROM slot_holding_bookings k
       JOIN slots s ON s.id = k.slot_id
       WHERE k.business_id = @b AND s.date >= @from AND s.date <= @to
       GROUP BY s.date`,
      { b, from: start, to: end } satisfies Range,
    );
  },
  *packages(b: number, range: PackageRange) {
    return yield* all<PackagePerformanceRow>(
      `SELECT p.id AS package_id, p.package_name, p.price,
         ${bookingsOfPackage('slot_holding_bookings')} AS accepted,
         ${bookingsOfPackage('bookings', "AND k.status = 'declined'")} AS declined,
         ${receivedForPackage('@from', '@to')} AS revenue,
         ${receivedForPackage('@previousFrom', '@previousTo')} AS previous_revenue
       FROM packages p WHERE p.business_id = @b
       ORDER BY revenue DESC, accepted DESC, p.price DESC, p.id`,
      { b, ...range },
    );
  },
  /** Confirmed bookings by the weekday of their event; 0 is Sunday on both engines. */
  *weekdays(b: number) {
    return yield* all<{ weekday: number; n: number }>(
      sql`SELECT ${weekdayOf('s.date')} AS weekday, count(*) AS n
       FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
       WHERE k.business_id = @b GROUP BY weekday`,
      { b },
    );
  },
  *methods(b: number) {
    return yield* all<{ method: PaymentMethod; amount: number; count: number }>(
      `SELECT method, sum(amount) AS amount, count(*) AS count FROM payments
       WHERE business_id = @b AND status = 'completed' GROUP BY method
       ORDER BY amount DESC, method`,
      { b },
    );
  },
  *recent(b: number, limit: number) {
    return yield* all<TransactionRow>(
      `${TRANSACTION_SELECT} WHERE p.business_id = @b
       ORDER BY p.paid_on DESC, p.created_at DESC, p.id DESC LIMIT @limit`,
      { b, limit },
    );
  },
  *reportBookings(b: number, start: string, end: string) {
    return yield* all<EventRow>(
      `${eventSelect('bookings')} WHERE k.business_id = @b AND s.date >= @from AND s.date <= @to
       ORDER BY s.date, s.start_time, k.id`,
      { b, from: start, to: end } satisfies Range,
    );
  },
  *reportPayments(b: number, start: string, end: string) {
    return yield* all<ReportPaymentRow>(
      `${TRANSACTION_SELECT} WHERE p.business_id = @b AND p.paid_on >= @from AND p.paid_on <= @to
       ORDER BY p.paid_on, p.id`,
      { b, from: start, to: end } satisfies Range,
    );
  },
};
