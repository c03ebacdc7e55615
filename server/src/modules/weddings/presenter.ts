// A wedding as both sides read it (docs/product/weddings.md): its events with their totals by
// the one pricing rule, the plan worked out on Pakistan's date by domain/payment-plan.ts, and
// its payments.
import { holdsSlot } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { weddingHoldState } from '@baraat/shared/domain/holds';
import { resolvePlan } from '@baraat/shared/domain/payment-plan';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import type { Wedding, WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { isSet } from '../../db/flags';
import type { PlanItemRow, WeddingEventRow, WeddingPaymentRow, WeddingRow } from './repo';

export function presentEvent(row: WeddingEventRow): WeddingEvent {
  const pkg =
    row.package_price !== null && row.package_price_basis !== null
      ? { price: row.package_price, price_basis: row.package_price_basis }
      : null;
  return {
    booking_id: row.id,
    status: row.status,
    slot_id: row.slot_id,
    slot_name: row.slot_name,
    slot_worker_id: row.slot_worker_id,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    event_type_id: row.event_type_id,
    event_name: row.event_name,
    number_of_people: row.number_of_people,
    package_id: row.package_id,
    package_name: row.package_name,
    package_price: row.package_price,
    package_price_basis: row.package_price_basis,
    worker_id: row.hall_id,
    worker_name: row.hall_name,
    decline_reason: row.decline_reason,
    total: bookingTotal(pkg, row.number_of_people),
  };
}

export interface WeddingParts {
  events: readonly WeddingEventRow[];
  plan: readonly PlanItemRow[];
  payments: readonly WeddingPaymentRow[];
}

/** The Pakistan day the wedding's first event was accepted (docs/product/weddings.md#what-is-due):
 * the earliest answer among the events holding their slot; a walk-in wedding's is the day it was
 * booked. Null while no event is accepted. */
export function acceptedOn(row: WeddingRow, events: readonly WeddingEventRow[]): string | null {
  const accepted = events.filter((event) => holdsSlot(event.status));
  if (accepted.length === 0) return null;
  const answered = accepted
    .map((event) => event.decided_at)
    .filter((at) => at !== null)
    .sort()[0];
  return isSet(row.is_walkin) || !answered ? row.booked_on : todayInPakistan(new Date(answered));
}

export function presentWedding(row: WeddingRow, parts: WeddingParts, today: string): Wedding {
  const events = parts.events.map(presentEvent);
  const paid = parts.payments
    .filter((payment) => payment.status === 'completed')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const accepted = acceptedOn(row, parts.events);
  const resolved = resolvePlan(parts.plan, events, paid, today, {
    bookedOn: row.booked_on,
    acceptedOn: accepted,
  });
  return {
    wedding_id: row.id,
    title: row.title,
    business_id: row.business_id,
    business_name: row.business_name,
    business_city: row.business_city,
    business_slug: row.slug,
    customer_user_id: row.customer_user_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    is_walkin: isSet(row.is_walkin),
    message: row.message,
    booked_on: row.booked_on,
    accepted_on: accepted,
    created_at: row.created_at,
    events,
    total: resolved.total,
    paid,
    outstanding: resolved.outstanding,
    unscheduled: resolved.unscheduled,
    plan: resolved.plan,
    payments: parts.payments.map((payment) => ({
      payment_id: payment.id,
      booking_id: payment.booking_id,
      amount: payment.amount,
      method: payment.method,
      payer_name: payment.payer_name ?? '',
      reference: payment.reference,
      note: payment.note,
      paid_on: payment.paid_on,
      status: payment.status,
      created_at: payment.created_at,
    })),
    next_instalment: resolved.next_instalment,
    hold_until: row.hold_until,
    hold: weddingHoldState({ hold_until: row.hold_until, events, plan: resolved.plan }),
  };
}
