// Sums for the customer's Payments tab: what was paid in the period, what came back, and how
// far each booking is paid against its total (docs/product/texts.md#limits, domain/pricing.ts: the same total the
// vendor's receivables show).
import { addDays } from '@baraat/shared/domain/dates';
import type { Payment } from '@baraat/shared/schemas/payments';

/** Payments of the last `days` days, today included ("7 days" is today and the six before). */
export function inPeriod(payments: readonly Payment[], days: number, today: string): Payment[] {
  const from = addDays(today, 1 - days);
  return payments.filter((p) => p.payment_date >= from);
}

export function paymentTotals(payments: readonly Payment[]) {
  const sum = (status: Payment['status']) =>
    payments.filter((p) => p.status === status).reduce((total, p) => total + p.amount, 0);
  return { paid: sum('completed'), refunded: sum('refunded'), count: payments.length };
}

export interface BookingBalance {
  booking_id: number;
  business_name: string;
  business_city: string;
  date: string;
  /** A wedding's payments are the wedding's: its plan, not this booking, says what is due
   * (docs/product/weddings.md#payments-of-a-wedding). */
  wedding: { wedding_id: number; title: string } | null;
  paid: number;
  /** The booking's total, when it has a package. */
  total: number | null;
  /** What is left to pay against the total; null without a package. */
  due: number | null;
}

/** What the balances need of a booking: its total, when it has a package. */
export interface PricedBooking {
  booking_id: number;
  package_selected: object | null;
  total_amount: number;
  wedding?: { wedding_id: number; title: string } | null;
}

/** For each booking with payments in the list, what is paid and what is still due. */
export function bookingBalances(
  payments: readonly Payment[],
  bookings: readonly PricedBooking[],
): BookingBalance[] {
  const balances = new Map<number, BookingBalance>();
  for (const payment of payments) {
    const booking = bookings.find((b) => b.booking_id === payment.booking_id);
    const wedding = booking?.wedding ?? null;
    // The booking that holds a wedding's payments is one of its events: its own total says
    // nothing of what the wedding owes.
    const total = booking?.package_selected && !wedding ? booking.total_amount : null;
    const entry = balances.get(payment.booking_id) ?? {
      booking_id: payment.booking_id,
      business_name: payment.business_name,
      business_city: payment.business_city,
      date: payment.booking_date,
      wedding,
      paid: 0,
      total,
      due: total,
    };
    if (payment.status === 'completed') entry.paid += payment.amount;
    entry.due = entry.total === null ? null : Math.max(0, entry.total - entry.paid);
    balances.set(payment.booking_id, entry);
  }
  return [...balances.values()].sort((a, b) => b.date.localeCompare(a.date));
}
