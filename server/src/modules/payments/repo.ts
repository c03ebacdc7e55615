import type { BookingStatus, HoldingStatus } from '@baraat/shared/domain/booking';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@baraat/shared/schemas/payments';
import { all, get, run } from '../../db/engine';
import { personName } from '../../db/names';

/** The booking a payment is recorded against, with who may see it. */
export interface PaymentBookingRow {
  id: number;
  business_id: number;
  status: BookingStatus;
  owner_user_id: number;
}

export interface PaymentRow {
  id: number;
  booking_id: number;
  business_id: number;
  business_name: string;
  business_city: string;
  /** Null for a walk-in family. */
  customer_user_id: number | null;
  customer_name: string;
  customer_email: string;
  owner_user_id: number;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  reference: string | null;
  note: string | null;
  status: PaymentStatus;
  paid_on: string;
  created_at: string;
  booking_date: string;
  package_name: string | null;
  wedding_id: number | null;
  wedding_title: string | null;
  payer_name: string | null;
}

export interface NewPayment {
  booking_id: number;
  business_id: number;
  recorded_by_user_id: number;
  /** The shared tablet's account when it recorded the payment for a member. */
  device_user_id: number | null;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  reference: string | null;
  note: string | null;
  paid_on: string;
  /** A wedding's payment: the wedding and who paid (docs/product/weddings.md#payments-of-a-wedding). */
  wedding_id?: number | null;
  payer_name?: string | null;
  now: string;
}

/** Whose list, from which day (null: all), which page. */
export interface PaymentListQuery {
  user: number;
  from: string | null;
  skip: number;
  limit: number;
}

// A walk-in family has no account: its name and e-mail are the booking's own (an e-mail it
// did not give is empty), so its payments are listed and refunded like any other.
const SELECT = `SELECT p.id, p.booking_id, p.business_id, b.business_name,
    c.name AS business_city, k.customer_user_id,
    CASE WHEN k.customer_user_id IS NULL THEN k.contact_name
      ELSE ${personName('u')} END AS customer_name,
    coalesce(u.email, k.contact_email, '') AS customer_email, m.user_id AS owner_user_id,
    p.kind, p.method, p.amount, p.reference, p.note, p.status, p.paid_on, p.created_at,
    s.date AS booking_date, pk.package_name, p.wedding_id, w.title AS wedding_title,
    p.payer_name
  FROM payments p
  JOIN bookings k ON k.id = p.booking_id
  JOIN slots s ON s.id = k.slot_id
  LEFT JOIN users u ON u.id = k.customer_user_id
  JOIN businesses b ON b.id = p.business_id
  JOIN cities c ON c.id = b.city_id
  JOIN user_business_mapping m ON m.business_id = p.business_id
  LEFT JOIN packages pk ON pk.id = k.package_id
  LEFT JOIN weddings w ON w.id = p.wedding_id`;

/** An accepted booking of the owner's business with what it is worth and what was paid. */
export interface ReceivableRow {
  booking_id: number;
  customer_name: string;
  customer_email: string;
  event_date: string;
  start_time: string;
  end_time: string;
  package_name: string | null;
  number_of_people: number;
  status: HoldingStatus;
  hold_until: string | null;
  total_amount: number;
  paid_amount: number;
}

// The accepted single bookings with what each is worth (booking_totals) and what was paid
// (completed payments): the one reckoning behind Bookings to collect and the summary's
// bookings (docs/product/payments.md#what-the-business-is-owed). Walk-ins are named as typed at
// the counter. A wedding's events are left out: its instalments say what is owed
// (docs/product/weddings.md#payments-of-a-wedding), and its payments are all held by one event.
const BOOKING_BALANCES = `SELECT k.id AS booking_id, k.business_id, k.slot_id, k.package_id,
    k.number_of_people, k.status, k.hold_until,
    CASE WHEN k.customer_user_id IS NULL THEN k.contact_name
      ELSE ${personName('u')} END AS customer_name,
    coalesce(u.email, k.contact_email, '') AS customer_email,
    bt.total_amount,
    coalesce((SELECT sum(p.amount) FROM payments p
      WHERE p.booking_id = k.id AND p.status = 'completed'), 0) AS paid_amount
  FROM slot_holding_bookings k
  JOIN booking_totals bt ON bt.booking_id = k.id
  LEFT JOIN users u ON u.id = k.customer_user_id
  WHERE k.wedding_id IS NULL`;

/** The accepted single bookings of a business, summed. */
export interface BookingTotalsRow {
  count: number;
  total: number;
  paid: number;
  outstanding: number;
}

/** What the ledger of a business holds: completed and refunded payments, all time. */
export interface LedgerTotalsRow {
  received: number;
  refunded: number;
}

const PAGE = `AND (CAST(@from AS TEXT) IS NULL OR p.paid_on >= @from)
  ORDER BY p.paid_on DESC, p.created_at DESC, p.id DESC LIMIT @limit OFFSET @skip`;

/** The payments ledger's SQL, the same on both engines (docs/architecture.md#10-two-engines). */
export const paymentsRepo = {
  *booking(id: number) {
    return yield* get<PaymentBookingRow & { customer_user_id: number | null }>(
      `SELECT k.id, k.business_id, k.status, m.user_id AS owner_user_id, k.customer_user_id
       FROM bookings k JOIN user_business_mapping m ON m.business_id = k.business_id
       WHERE k.id = @id`,
      { id },
    );
  },
  *insert(payment: NewPayment) {
    const row = yield* get<{ id: number }>(
      `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, device_user_id, kind,
         method, amount, reference, note, status, paid_on, wedding_id, payer_name, created_at,
         modified_at)
       VALUES (@booking_id, @business_id, @recorded_by_user_id, @device_user_id, @kind, @method,
         @amount, @reference, @note, 'completed', @paid_on, @wedding_id, @payer_name, @now, @now)
       RETURNING id`,
      { wedding_id: null, payer_name: null, ...payment },
    );
    return row!.id;
  },
  *byId(id: number) {
    return yield* get<PaymentRow>(`${SELECT} WHERE p.id = @id`, { id });
  },
  *ofCustomer(query: PaymentListQuery) {
    return yield* all<PaymentRow>(`${SELECT} WHERE k.customer_user_id = @user ${PAGE}`, query);
  },
  *ofOwner(query: PaymentListQuery) {
    return yield* all<PaymentRow>(`${SELECT} WHERE m.user_id = @user ${PAGE}`, query);
  },
  /** The ledger of the business a staff member works for. */
  *ofBusiness(query: Omit<PaymentListQuery, 'user'> & { business: number }) {
    return yield* all<PaymentRow>(`${SELECT} WHERE p.business_id = @business ${PAGE}`, query);
  },
  // Only bookings with something still due (their total above what was paid), soonest event
  // first: a booking paid in full has nothing left to collect.
  *receivables(query: Omit<PaymentListQuery, 'from' | 'user'> & { business: number }) {
    return yield* all<ReceivableRow>(
      `SELECT due.booking_id, due.customer_name, due.customer_email, s.date AS event_date,
         s.start_time, s.end_time, pk.package_name, due.number_of_people, due.status,
         due.hold_until, due.total_amount, due.paid_amount
       FROM (${BOOKING_BALANCES}) AS due
       JOIN slots s ON s.id = due.slot_id
       LEFT JOIN packages pk ON pk.id = due.package_id
       WHERE due.business_id = @business AND due.paid_amount < due.total_amount
       ORDER BY s.date, due.booking_id
       LIMIT @limit OFFSET @skip`,
      query,
    );
  },
  /** The accepted single bookings of the business, summed; outstanding never below 0 each. */
  *bookingTotals(business: number) {
    return (yield* get<BookingTotalsRow>(
      `SELECT count(*) AS count, coalesce(sum(total_amount), 0) AS total,
         coalesce(sum(paid_amount), 0) AS paid,
         coalesce(sum(CASE WHEN total_amount > paid_amount
           THEN total_amount - paid_amount ELSE 0 END), 0) AS outstanding
       FROM (${BOOKING_BALANCES}) AS due WHERE business_id = @business`,
      { business },
    ))!;
  },
  /** The accepted single bookings of the business with an event from `from` to `to`. */
  *bookingBalances(business: number, from: string, to: string) {
    return yield* all<{ booking_id: number; total_amount: number; paid_amount: number }>(
      `SELECT due.booking_id, due.total_amount, due.paid_amount
       FROM (${BOOKING_BALANCES}) AS due JOIN slots s ON s.id = due.slot_id
       WHERE due.business_id = @business AND s.date >= @from AND s.date <= @to`,
      { business, from, to },
    );
  },
  /** One accepted single booking's total and what was paid (none when it is not one). */
  *balanceOf(booking: number) {
    return yield* get<{ total_amount: number; paid_amount: number }>(
      `SELECT due.total_amount, due.paid_amount FROM (${BOOKING_BALANCES}) AS due
       WHERE due.booking_id = @booking`,
      { booking },
    );
  },
  /** The newest payment recorded for a wedding, in the caller's transaction. */
  *lastOfWedding(wedding: number) {
    const row = yield* get<{ id: number }>(
      'SELECT max(id) AS id FROM payments WHERE wedding_id = @wedding',
      { wedding },
    );
    return Number(row!.id);
  },
  *ledgerTotals(business: number) {
    return (yield* get<LedgerTotalsRow>(
      `SELECT coalesce(sum(CASE WHEN status = 'completed' THEN amount ELSE 0 END), 0) AS received,
         coalesce(sum(CASE WHEN status = 'refunded' THEN amount ELSE 0 END), 0) AS refunded
       FROM payments WHERE business_id = @business`,
      { business },
    ))!;
  },
  *setStatus(id: number, status: PaymentStatus, now: string) {
    return yield* run('UPDATE payments SET status = @status, modified_at = @now WHERE id = @id', {
      id,
      status,
      now,
    });
  },
};
