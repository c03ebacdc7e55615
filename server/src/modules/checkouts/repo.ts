// Checkouts' SQL, the same on both engines (docs/architecture.md#10-two-engines): each
// checkout Baraat asks a provider for, what the customer owes now on their bookings, and the
// settling of a checkout once, whatever number of answers arrive
// (docs/product/online-payments.md#paying-online).
import type { CheckoutProvider, CheckoutStatus, DueKind } from '@baraat/shared/schemas/checkouts';
import { all, get, run, type Step } from '../../db/engine';
import { personName } from '../../db/names';

export interface CheckoutRow {
  id: number;
  reference: string;
  provider: CheckoutProvider;
  customer_user_id: number;
  customer_name: string;
  customer_email: string | null;
  business_id: number;
  business_name: string;
  booking_id: number | null;
  wedding_id: number | null;
  /** The booking's service, or the wedding's title. */
  title: string;
  kind: DueKind;
  amount_paisa: number;
  status: CheckoutStatus;
  provider_transaction_id: string | null;
  payment_id: number | null;
  created_at: string;
  expires_at: string;
  checked_at: string | null;
  refunded_at: string | null;
}

/** An accepted single booking of the customer's, with what it is worth and what is paid. */
export interface DueBookingRow {
  id: number;
  business_id: number;
  business_name: string;
  title: string;
  date: string;
  status: string;
  hold_until: string | null;
  advance_percent: number;
  total_amount: number;
  paid_amount: number;
}

export interface NewCheckout {
  reference: string;
  provider: CheckoutProvider;
  customer_user_id: number;
  business_id: number;
  booking_id: number | null;
  wedding_id: number | null;
  kind: DueKind;
  amount_paisa: number;
  now: string;
  expires_at: string;
}

const SELECT = `SELECT c.id, c.reference, c.provider, c.customer_user_id,
    coalesce(${personName('u')}, u.email) AS customer_name, u.email AS customer_email,
    c.business_id, b.business_name, c.booking_id, c.wedding_id,
    coalesce(w.title, pk.package_name, b.business_name) AS title, c.kind, c.amount_paisa,
    c.status, c.provider_transaction_id, c.payment_id, c.created_at, c.expires_at, c.checked_at,
    c.refunded_at
  FROM payment_checkouts c
  JOIN businesses b ON b.id = c.business_id
  JOIN users u ON u.id = c.customer_user_id
  LEFT JOIN bookings k ON k.id = c.booking_id
  LEFT JOIN packages pk ON pk.id = k.package_id
  LEFT JOIN weddings w ON w.id = c.wedding_id`;

const DUE_BOOKINGS = `SELECT k.id, k.business_id, b.business_name,
    coalesce(pk.package_name, b.business_name) AS title, s.date, k.status, k.hold_until,
    b.advance_percent, bt.total_amount,
    coalesce((SELECT sum(p.amount) FROM payments p
      WHERE p.booking_id = k.id AND p.status = 'completed'), 0) AS paid_amount
  FROM bookings k
  JOIN businesses b ON b.id = k.business_id
  JOIN slots s ON s.id = k.slot_id
  JOIN booking_totals bt ON bt.booking_id = k.id
  LEFT JOIN packages pk ON pk.id = k.package_id`;

export const checkoutsRepo = {
  *insert(checkout: NewCheckout): Step<number> {
    const row = yield* get<{ id: number }>(
      `INSERT INTO payment_checkouts (reference, provider, customer_user_id, business_id,
         booking_id, wedding_id, kind, amount_paisa, created_at, expires_at)
       VALUES (@reference, @provider, @customer_user_id, @business_id, @booking_id,
         @wedding_id, @kind, @amount_paisa, @now, @expires_at)
       RETURNING id`,
      checkout,
    );
    return Number(row!.id);
  },
  byReference: (reference: string) =>
    get<CheckoutRow>(`${SELECT} WHERE c.reference = @reference`, { reference }),
  byPayment: (payment: number) =>
    get<CheckoutRow>(`${SELECT} WHERE c.payment_id = @payment`, { payment }),
  /** The pending checkouts the reconciliation asks about, oldest first. */
  pending: (limit: number) =>
    all<CheckoutRow>(`${SELECT} WHERE c.status = 'pending' ORDER BY c.id LIMIT @limit`, { limit }),
  dueBookings: (user: number) =>
    all<DueBookingRow>(
      `${DUE_BOOKINGS} WHERE k.customer_user_id = @user AND k.wedding_id IS NULL
         AND k.status = 'verified' ORDER BY s.date, k.id`,
      { user },
    ),
  dueBooking: (id: number) =>
    get<DueBookingRow & { customer_user_id: number | null; wedding_id: number | null }>(
      `SELECT q.*, k.customer_user_id, k.wedding_id
       FROM (${DUE_BOOKINGS} WHERE k.id = @id) q JOIN bookings k ON k.id = q.id`,
      { id },
    ),
  *weddingsOf(user: number): Step<number[]> {
    const rows = yield* all<{ id: number }>(
      'SELECT id FROM weddings WHERE customer_user_id = @user ORDER BY id',
      { user },
    );
    return rows.map((row) => Number(row.id));
  },
  /**
   * Takes a checkout not yet paid as paid by the provider's transaction: 1 row, or 0 when it
   * is paid already (another answer, another process, got there first).
   */
  claimPaid: (id: number, transaction: string, now: string) =>
    run(
      `UPDATE payment_checkouts SET status = 'paid', provider_transaction_id = @transaction,
         settled_at = @now, checked_at = @now
       WHERE id = @id AND status <> 'paid' AND provider_transaction_id IS NULL`,
      { id, transaction, now },
    ),
  setPayment: (id: number, payment: number) =>
    run('UPDATE payment_checkouts SET payment_id = @payment WHERE id = @id', { id, payment }),
  /** A pending checkout ends unpaid: failed, or expired. */
  settleUnpaid: (id: number, status: 'failed' | 'expired', failure: string | null, now: string) =>
    run(
      `UPDATE payment_checkouts SET status = @status, failure = @failure, settled_at = @now,
         checked_at = @now
       WHERE id = @id AND status = 'pending'`,
      { id, status, failure, now },
    ),
  /** A paid checkout whose payment could not be kept (its date was gone): refunded, failed. */
  refundedUnplaced: (id: number, failure: string, now: string) =>
    run(
      `UPDATE payment_checkouts SET status = 'failed', failure = @failure, settled_at = @now
       WHERE id = @id AND status = 'paid' AND payment_id IS NULL`,
      { id, failure, now },
    ),
  *ownerOf(business: number): Step<number | undefined> {
    const row = yield* get<{ user_id: number }>(
      'SELECT user_id FROM user_business_mapping WHERE business_id = @business',
      { business },
    );
    return row ? Number(row.user_id) : undefined;
  },
  /** The provider took back the checkout's payment: 1 row, or 0 when it had already. */
  refundedAt: (id: number, now: string) =>
    run('UPDATE payment_checkouts SET refunded_at = @now WHERE id = @id AND refunded_at IS NULL', {
      id,
      now,
    }),
  checked: (id: number, now: string) =>
    run('UPDATE payment_checkouts SET checked_at = @now WHERE id = @id', { id, now }),
};
