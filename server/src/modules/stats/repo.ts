// SQL for the owner's statistics: counts over bookings, sums over the payments ledger. Every
// query is scoped to one business (@b). "Confirmed" is a booking that holds its slot (the
// slot_holding_bookings view); revenue is the ledger's completed payments (a refund sets a
// payment's status to refunded, so it drops out).
import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@baraat/shared/schemas/payments';
import type { Db } from '../../db/connection';

const CUSTOMER_NAME = `coalesce(nullif(trim(k.contact_name), ''),
  trim(u.first_name || ' ' || coalesce(u.last_name, '')))`;

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
}

export interface ReportPaymentRow extends TransactionRow {
  reference: string | null;
}

type Scope = { b: number };
type Range = Scope & { from: string | null; to: string | null };

/** The events of `bookings` (the table) or of `slot_holding_bookings` (the confirmed ones). */
const eventSelect = (
  bookings: string,
) => `SELECT k.id AS booking_id, k.status, s.date AS event_date, s.start_time, s.end_time,
    coalesce(et.name, nullif(k.event_type_text, '')) AS event_name,
    ${CUSTOMER_NAME} AS customer_name, pk.package_name, k.number_of_people AS guest_count,
    CASE WHEN w.worker_role = 'hall' THEN w.name END AS hall_name, bz.address,
    bt.total_amount AS revenue
  FROM ${bookings} k
  JOIN booking_totals bt ON bt.booking_id = k.id
  JOIN slots s ON s.id = k.slot_id
  JOIN users u ON u.id = k.customer_user_id
  JOIN businesses bz ON bz.id = k.business_id
  LEFT JOIN event_types et ON et.id = k.event_type_id
  LEFT JOIN packages pk ON pk.id = k.package_id
  LEFT JOIN business_workers w ON w.id = coalesce(k.worker_id, s.worker_id)`;

const TRANSACTION_SELECT = `SELECT p.id AS payment_id, p.booking_id, ${CUSTOMER_NAME} AS customer_name,
    p.amount, p.kind, p.method, p.status, p.paid_on, p.reference
  FROM payments p
  JOIN bookings k ON k.id = p.booking_id
  JOIN users u ON u.id = k.customer_user_id`;

export function createStatsRepo(db: Db) {
  const bookingCounts = db.prepare<Scope, BookingCounts>(
    `SELECT count(*) AS total,
       coalesce(sum(status = 'pending'), 0) AS pending,
       (SELECT count(*) FROM slot_holding_bookings WHERE business_id = @b) AS confirmed,
       coalesce(sum(status = 'declined'), 0) AS declined,
       coalesce(sum(status = 'cancelled'), 0) AS cancelled
     FROM bookings WHERE business_id = @b`,
  );
  const revenue = db.prepare<Range, { amount: number }>(
    `SELECT coalesce(sum(amount), 0) AS amount FROM payments
     WHERE business_id = @b AND status = 'completed'
       AND (@from IS NULL OR paid_on >= @from) AND (@to IS NULL OR paid_on <= @to)`,
  );
  const confirmedEvents = db.prepare<Range, { n: number }>(
    `SELECT count(*) AS n FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
     WHERE k.business_id = @b
       AND (@from IS NULL OR s.date >= @from) AND (@to IS NULL OR s.date <= @to)`,
  );
  const customers = db.prepare<Scope, { total: number; repeat: number }>(
    `SELECT count(*) AS total, coalesce(sum(n >= 2), 0) AS repeat FROM (
       SELECT count(*) AS n FROM slot_holding_bookings
       WHERE business_id = @b GROUP BY customer_user_id)`,
  );
  const reviews = db.prepare<Scope, { total: number; average: number | null }>(
    'SELECT count(*) AS total, avg(rating) AS average FROM reviews WHERE business_id = @b',
  );
  const catalogue = db.prepare<Scope, { packages: number; services: number }>(
    `SELECT (SELECT count(*) FROM packages WHERE business_id = @b) AS packages,
       (SELECT count(*) FROM business_services WHERE business_id = @b) AS services`,
  );
  // Answered requests: those holding their slot, and the declined ones.
  const responseHours = db.prepare<Scope, { hours: number }>(
    `SELECT (julianday(decided_at) - julianday(created_at)) * 24 AS hours FROM (
       SELECT decided_at, created_at FROM slot_holding_bookings WHERE business_id = @b
       UNION ALL
       SELECT decided_at, created_at FROM bookings WHERE business_id = @b AND status = 'declined')
     WHERE decided_at IS NOT NULL ORDER BY hours`,
  );
  const events = db.prepare<Range, EventRow>(
    `${eventSelect('slot_holding_bookings')} WHERE k.business_id = @b
       AND s.date >= @from AND s.date <= @to ORDER BY s.date, s.start_time, k.id`,
  );
  const paymentsByDay = db.prepare<Range, { day: string; amount: number }>(
    `SELECT paid_on AS day, sum(amount) AS amount FROM payments
     WHERE business_id = @b AND status = 'completed' AND paid_on >= @from AND paid_on <= @to
     GROUP BY paid_on`,
  );
  const bookingsByDay = db.prepare<Range, { day: string; n: number }>(
    `SELECT s.date AS day, count(*) AS n FROM slot_holding_bookings k
     JOIN slots s ON s.id = k.slot_id
     WHERE k.business_id = @b AND s.date >= @from AND s.date <= @to
     GROUP BY s.date`,
  );
  // Bookings count by their event's date, revenue by the day a payment was received: the
  // same days the revenue chart puts them on.
  const bookingsOfPackage = (bookings: string, where = '') => `(SELECT count(*) FROM ${bookings} k
       JOIN slots s ON s.id = k.slot_id
       WHERE k.package_id = p.id ${where} AND s.date BETWEEN @from AND @to)`;
  const receivedForPackage = (from: string, to: string) => `(SELECT coalesce(sum(pa.amount), 0)
       FROM payments pa JOIN bookings k ON k.id = pa.booking_id
       WHERE k.package_id = p.id AND pa.status = 'completed'
         AND pa.paid_on BETWEEN ${from} AND ${to})`;
  const packages = db.prepare<Scope & PackageRange, PackagePerformanceRow>(
    `SELECT p.id AS package_id, p.package_name, p.price,
       ${bookingsOfPackage('slot_holding_bookings')} AS accepted,
       ${bookingsOfPackage('bookings', "AND k.status = 'declined'")} AS declined,
       ${receivedForPackage('@from', '@to')} AS revenue,
       ${receivedForPackage('@previousFrom', '@previousTo')} AS previous_revenue
     FROM packages p WHERE p.business_id = @b
     ORDER BY revenue DESC, accepted DESC, p.price DESC, p.id`,
  );
  // %w: 0 is Sunday.
  const weekdays = db.prepare<Scope, { weekday: number; n: number }>(
    `SELECT CAST(strftime('%w', s.date) AS INTEGER) AS weekday, count(*) AS n
     FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
     WHERE k.business_id = @b GROUP BY weekday`,
  );
  const methods = db.prepare<Scope, { method: PaymentMethod; amount: number; count: number }>(
    `SELECT method, sum(amount) AS amount, count(*) AS count FROM payments
     WHERE business_id = @b AND status = 'completed' GROUP BY method
     ORDER BY amount DESC, method`,
  );
  const recent = db.prepare<Scope & { limit: number }, TransactionRow>(
    `${TRANSACTION_SELECT} WHERE p.business_id = @b
     ORDER BY p.paid_on DESC, p.created_at DESC, p.id DESC LIMIT @limit`,
  );
  const reportBookings = db.prepare<Range, EventRow>(
    `${eventSelect('bookings')} WHERE k.business_id = @b AND s.date >= @from AND s.date <= @to
     ORDER BY s.date, s.start_time, k.id`,
  );
  const reportPayments = db.prepare<Range, ReportPaymentRow>(
    `${TRANSACTION_SELECT} WHERE p.business_id = @b AND p.paid_on >= @from AND p.paid_on <= @to
     ORDER BY p.paid_on, p.id`,
  );

  return {
    bookingCounts: (b: number) => bookingCounts.get({ b })!,
    revenue: (b: number, from: string | null, to: string | null) =>
      revenue.get({ b, from, to })!.amount,
    confirmedEvents: (b: number, from: string | null, to: string | null) =>
      confirmedEvents.get({ b, from, to })!.n,
    customers: (b: number) => customers.get({ b })!,
    reviews: (b: number) => reviews.get({ b })!,
    catalogue: (b: number) => catalogue.get({ b })!,
    responseHours: (b: number) => responseHours.all({ b }).map((row) => row.hours),
    events: (b: number, from: string, to: string) => events.all({ b, from, to }),
    paymentsByDay: (b: number, from: string, to: string) => paymentsByDay.all({ b, from, to }),
    bookingsByDay: (b: number, from: string, to: string) => bookingsByDay.all({ b, from, to }),
    packages: (b: number, range: PackageRange) => packages.all({ b, ...range }),
    weekdays: (b: number) => weekdays.all({ b }),
    methods: (b: number) => methods.all({ b }),
    recent: (b: number, limit: number) => recent.all({ b, limit }),
    reportBookings: (b: number, from: string, to: string) => reportBookings.all({ b, from, to }),
    reportPayments: (b: number, from: string, to: string) => reportPayments.all({ b, from, to }),
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
