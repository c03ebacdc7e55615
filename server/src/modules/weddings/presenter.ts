// A wedding as both sides read it (docs/product/weddings.md): its events with their totals by
// the one pricing rule, the plan worked out on Pakistan's date by domain/payment-plan.ts, and
// its payments.
import { resolvePlan, weddingTotal } from '@baraat/shared/domain/payment-plan';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import type { Wedding, WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
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
    worker_id: row.worker_id,
    worker_name: row.worker_name,
    decline_reason: row.decline_reason,
    total: bookingTotal(pkg, row.number_of_people),
  };
}

export interface WeddingParts {
  events: readonly WeddingEventRow[];
  plan: readonly PlanItemRow[];
  payments: readonly WeddingPaymentRow[];
}

export function presentWedding(row: WeddingRow, parts: WeddingParts, today: string): Wedding {
  const events = parts.events.map(presentEvent);
  const paid = parts.payments
    .filter((payment) => payment.status === 'completed')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const resolved = resolvePlan(parts.plan, events, paid, today, row.booked_on);
  const total = weddingTotal(events);
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
    is_walkin: row.is_walkin === 1,
    message: row.message,
    booked_on: row.booked_on,
    created_at: row.created_at,
    events,
    total,
    paid,
    outstanding: Math.max(0, total - paid),
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
  };
}
