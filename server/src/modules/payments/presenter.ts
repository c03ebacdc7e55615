import { holdOf } from '@baraat/shared/domain/holds';
import type { Payment, PaymentMethod } from '@baraat/shared/schemas/payments';
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import type { WeddingsOwed } from '../weddings/owed-service';
import type { BookingTotalsRow, LedgerTotalsRow, PaymentRow, ReceivableRow } from './repo';

/** The wallet or bank a payment came through; cash and card went through none (no gateway yet). */
function gatewayOf(method: PaymentMethod): Payment['gateway'] {
  if (method === 'jazzcash' || method === 'easypaisa') return method;
  if (method === 'bank_transfer') return 'bank';
  return null;
}

/** A payment as the customer's and the owner's payments views read it (docs/product/payments.md#what-a-payment-holds). */
export function presentPayment(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    booking_id: row.booking_id,
    business_id: row.business_id,
    business_name: row.business_name,
    business_city: row.business_city,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    wedding_id: row.wedding_id,
    wedding_title: row.wedding_title,
    payer_name: row.payer_name,
    amount: row.amount,
    currency: 'PKR',
    kind: row.kind,
    payment_method: row.method,
    status: row.status,
    transaction_id: row.reference,
    payment_date: row.paid_on,
    booking_date: row.booking_date,
    service_name: row.package_name ?? row.business_name,
    gateway: gatewayOf(row.method),
    // No gateway, so no fee: the business receives the whole amount.
    fee_amount: 0,
    net_amount: row.amount,
    note: row.note,
    created_at: row.created_at,
  };
}

export function presentReceivable(row: ReceivableRow): Receivable {
  return {
    booking_id: row.booking_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    event_date: row.event_date,
    event_time: `${row.start_time} - ${row.end_time}`,
    package_name: row.package_name,
    number_of_people: row.number_of_people,
    status: row.status,
    total_amount: row.total_amount,
    paid_amount: row.paid_amount,
    outstanding_amount: Math.max(0, row.total_amount - row.paid_amount),
    ...holdOf(row),
  };
}

/** What the business is owed (docs/product/payments.md#what-the-business-is-owed): the
 * outstanding of its single bookings and of its chased weddings, and the weddings' overdue
 * and this week's instalments as the instalments lists total them. */
export function presentSummary(
  today: string,
  ledger: LedgerTotalsRow,
  bookings: BookingTotalsRow,
  owed: WeddingsOwed,
): PaymentsSummary {
  const weddings = owed.weddings.map((wedding) => ({
    wedding_id: wedding.wedding_id,
    title: wedding.title,
    customer_name: wedding.customer_name,
    total: wedding.total,
    paid: wedding.paid,
    outstanding: wedding.outstanding,
    unscheduled: wedding.unscheduled,
    plan: wedding.plan,
  }));
  return {
    today,
    received: ledger.received,
    refunded: ledger.refunded,
    outstanding:
      bookings.outstanding + weddings.reduce((sum, wedding) => sum + wedding.outstanding, 0),
    overdue: owed.due.overdue_total,
    due_this_week: owed.due.due_this_week_total,
    bookings,
    weddings,
  };
}
