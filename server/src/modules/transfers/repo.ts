import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { TransferMethod, TransferStatus } from '@baraat/shared/schemas/transfers';
import { all, get, run } from '../../db/engine';
import { personName } from '../../db/names';

export interface PaymentDetailsRow {
  account_title: string | null;
  bank_name: string | null;
  iban: string | null;
  raast_id: string | null;
}

/** A transfer with whose it is (policies/booking.ts's parties) and what the screens name. */
export interface TransferRow {
  id: number;
  business_id: number;
  business_name: string;
  owner_user_id: number;
  customer_user_id: number;
  customer_name: string;
  booking_id: number | null;
  wedding_id: number | null;
  wedding_title: string | null;
  service_name: string | null;
  event_date: string | null;
  method: TransferMethod;
  amount: number;
  reference: string;
  photo_file: string;
  status: TransferStatus;
  reject_reason: string | null;
  payment_id: number | null;
  created_at: string;
  answered_at: string | null;
}

/** The booking or wedding a customer pays by transfer, with its parties. */
export interface TransferTargetRow {
  business_id: number;
  business_name: string;
  owner_user_id: number;
  customer_user_id: number | null;
  /** A booking's status; for a wedding, whether one of its events is accepted. */
  status: BookingStatus | null;
}

export interface NewTransfer {
  business_id: number;
  customer_user_id: number;
  booking_id: number | null;
  wedding_id: number | null;
  method: TransferMethod;
  amount: number;
  reference: string;
  photo_file: string;
  now: string;
}

const SELECT = `SELECT t.id, t.business_id, b.business_name, m.user_id AS owner_user_id,
    t.customer_user_id, coalesce(${personName('u')}, u.email) AS customer_name, t.booking_id,
    t.wedding_id, w.title AS wedding_title, coalesce(pk.package_name, CASE WHEN t.booking_id
      IS NULL THEN NULL ELSE b.business_name END) AS service_name,
    s.date AS event_date, t.method, t.amount, t.reference, t.photo_file, t.status,
    t.reject_reason, t.payment_id, t.created_at, t.answered_at
  FROM transfers t
  JOIN businesses b ON b.id = t.business_id
  JOIN user_business_mapping m ON m.business_id = t.business_id
  JOIN users u ON u.id = t.customer_user_id
  LEFT JOIN bookings k ON k.id = t.booking_id
  LEFT JOIN slots s ON s.id = k.slot_id
  LEFT JOIN packages pk ON pk.id = k.package_id
  LEFT JOIN weddings w ON w.id = t.wedding_id`;

/** Transfers' and payment details' SQL, the same on both engines (docs/architecture.md#10-two-engines). */
export const transfersRepo = {
  *details(business: number) {
    return yield* get<PaymentDetailsRow>(
      `SELECT account_title, bank_name, iban, raast_id FROM business_payment_details
       WHERE business_id = @business`,
      { business },
    );
  },
  *saveDetails(business: number, details: PaymentDetailsRow, now: string) {
    yield* run(
      `INSERT INTO business_payment_details (business_id, account_title, bank_name, iban,
         raast_id, modified_at)
       VALUES (@business, @account_title, @bank_name, @iban, @raast_id, @now)
       ON CONFLICT (business_id) DO UPDATE SET account_title = excluded.account_title,
         bank_name = excluded.bank_name, iban = excluded.iban, raast_id = excluded.raast_id,
         modified_at = excluded.modified_at`,
      { business, ...details, now },
    );
  },
  *bookingTarget(id: number) {
    return yield* get<TransferTargetRow>(
      `SELECT k.business_id, b.business_name, m.user_id AS owner_user_id, k.customer_user_id,
         k.status
       FROM bookings k JOIN businesses b ON b.id = k.business_id
       JOIN user_business_mapping m ON m.business_id = k.business_id
       WHERE k.id = @id AND k.wedding_id IS NULL`,
      { id },
    );
  },
  *weddingTarget(id: number) {
    return yield* get<TransferTargetRow>(
      `SELECT w.business_id, b.business_name, m.user_id AS owner_user_id, w.customer_user_id,
         (SELECT min(k.status) FROM slot_holding_bookings k WHERE k.wedding_id = w.id) AS status
       FROM weddings w JOIN businesses b ON b.id = w.business_id
       JOIN user_business_mapping m ON m.business_id = w.business_id
       WHERE w.id = @id`,
      { id },
    );
  },
  *insert(transfer: NewTransfer) {
    const row = yield* get<{ id: number }>(
      `INSERT INTO transfers (business_id, customer_user_id, booking_id, wedding_id, method,
         amount, reference, photo_file, created_at)
       VALUES (@business_id, @customer_user_id, @booking_id, @wedding_id, @method, @amount,
         @reference, @photo_file, @now)
       RETURNING id`,
      transfer,
    );
    return Number(row!.id);
  },
  *byId(id: number) {
    return yield* get<TransferRow>(`${SELECT} WHERE t.id = @id`, { id });
  },
  *ofCustomer(user: number) {
    return yield* all<TransferRow>(
      `${SELECT} WHERE t.customer_user_id = @user ORDER BY t.id DESC LIMIT 200`,
      { user },
    );
  },
  *toConfirm(business: number) {
    return yield* all<TransferRow>(
      `${SELECT} WHERE t.business_id = @business AND t.status = 'to_confirm' ORDER BY t.id DESC`,
      { business },
    );
  },
  /** Answers a transfer still waiting; the number of rows changed (0: already answered). */
  *answer(
    id: number,
    answer: {
      status: Exclude<TransferStatus, 'to_confirm'>;
      reason: string | null;
      payment: number | null;
      by: number;
      now: string;
    },
  ) {
    return yield* run(
      `UPDATE transfers SET status = @status, reject_reason = @reason, payment_id = @payment,
         answered_by_user_id = @by, answered_at = @now
       WHERE id = @id AND status = 'to_confirm'`,
      { id, ...answer },
    );
  },
};
