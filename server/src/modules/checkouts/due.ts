// What a customer owes now, booking by booking and wedding by wedding
// (docs/product/online-payments.md#what-is-due-online): a single booking's advance until it is
// paid, then its balance; a wedding's next instalment by its plan (its advance while nothing is
// paid), then what the plan leaves. One reckoning for the dashboard's list and the checkout's
// amount, so the customer is asked for what the list showed.
import { holdsSlot } from '@baraat/shared/domain/booking';
import { advanceDue, holdState } from '@baraat/shared/domain/holds';
import type { PaymentDue } from '@baraat/shared/schemas/checkouts';
import { PAYMENT_KIND_LABELS } from '@baraat/shared/schemas/payments';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { DueBookingRow } from './repo';

/** A booking's payment due now, or null when it owes nothing or its hold has passed. */
export function bookingDue(row: DueBookingRow): PaymentDue | null {
  if (row.status !== 'verified') return null;
  const total = Number(row.total_amount);
  const paid = Number(row.paid_amount);
  const advance = advanceDue(total, Number(row.advance_percent));
  const hold = holdState({
    status: row.status,
    hold_until: row.hold_until,
    paid,
    advance_due: advance,
  });
  // Past its deadline the upkeep is about to cancel it: too late to pay online.
  if (hold === 'expired') return null;
  const owesAdvance = paid < advance;
  const amount = Math.round(owesAdvance ? advance - paid : total - paid);
  if (amount < 1) return null;
  return {
    booking_id: Number(row.id),
    wedding_id: null,
    business_name: row.business_name,
    title: row.title,
    event_date: row.date,
    kind: owesAdvance ? 'advance' : 'balance',
    label: PAYMENT_KIND_LABELS[owesAdvance ? 'advance' : 'balance'],
    amount,
    due_on: null,
    hold_until: hold === 'held' ? row.hold_until : null,
    hold,
  };
}

/** A wedding's payment due now, or null when none of its events is accepted or it owes nothing. */
export function weddingDue(wedding: Wedding): PaymentDue | null {
  const accepted = wedding.events.filter((event) => holdsSlot(event.status));
  if (accepted.length === 0 || wedding.hold === 'expired') return null;
  const next = wedding.next_instalment;
  const owed = Math.round(wedding.outstanding);
  const fromPlan = next && next.outstanding > 0 ? Math.min(Math.round(next.outstanding), owed) : 0;
  const amount = fromPlan > 0 ? fromPlan : owed;
  if (amount < 1) return null;
  const kind = wedding.paid <= 0 ? 'advance' : fromPlan > 0 ? 'instalment' : 'balance';
  return {
    booking_id: null,
    wedding_id: wedding.wedding_id,
    business_name: wedding.business_name,
    title: wedding.title,
    event_date: accepted[0]!.date,
    kind,
    label: fromPlan > 0 ? next!.label : PAYMENT_KIND_LABELS.balance,
    amount,
    due_on: fromPlan > 0 ? next!.due_on : null,
    hold_until: wedding.hold === 'held' ? wedding.hold_until : null,
    hold: wedding.hold,
  };
}
