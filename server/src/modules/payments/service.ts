// The payments ledger's rules (docs/product/decisions.md#payments-ledger): an owner records payments received
// against confirmed bookings of their own businesses and may refund a completed one; the
// booking's customer and the business's owner see them, nobody else. And what a business is
// owed, its bookings' and its weddings' (docs/product/payments.md#what-the-business-is-owed).
import { holdsSlot } from '@baraat/shared/domain/booking';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { PAYMENT_ERRORS, type RecordPayment } from '@baraat/shared/schemas/payments';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { conflict } from '../../http/errors';
import { actorOf, ownerActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { bookingPolicy, paymentPolicy } from '../../policies/booking';
import { type DomainEventSteps, NO_EVENT_STEPS } from '../notifications/events-service';
import { weddingsOwedStep } from '../weddings/owed-service';
import { presentPayment, presentReceivable, presentSummary } from './presenter';
import { type PaymentBookingRow, paymentsRepo as payments } from './repo';

export interface PaymentsPage {
  days?: number | undefined;
  skip: number;
  limit: number;
}

/** The accepted single bookings of a business with an event from `from` to `to`: what each is
 * worth and what was paid, as Bookings to collect reckons them (the report's booking lines). */
export const bookingBalancesStep = (businessId: number, from: string, to: string) =>
  payments.bookingBalances(businessId, from, to);

/**
 * On either engine (docs/architecture.md#10-two-engines). A write is a step, so the route can run
 * it in the transaction that also stores its Idempotency-Key; the customer's notification is a
 * step of that transaction too, pushed once it has committed.
 */
export function createPaymentsService(db: Database, events: DomainEventSteps = NO_EVENT_STEPS) {
  /**
   * Stores a completed payment held by `booking` (already found to be the owner's and holding
   * its slot) and tells the customer, in the caller's transaction; its id. A wedding's payments
   * come through here too, with the wedding and the payer (docs/product/weddings.md#payments-of-a-wedding).
   */
  function* insertStep(
    booking: PaymentBookingRow,
    ownerUserId: number,
    input: Omit<RecordPayment, 'booking_id'>,
    wedding: { wedding_id: number; payer_name: string } | null = null,
  ) {
    const id = yield* payments.insert({
      booking_id: booking.id,
      business_id: booking.business_id,
      recorded_by_user_id: ownerUserId,
      kind: input.kind,
      method: input.method,
      amount: input.amount,
      reference: input.reference,
      note: input.note,
      paid_on: input.paid_on,
      wedding_id: wedding?.wedding_id ?? null,
      payer_name: wedding?.payer_name ?? null,
      now: nowIso(),
    });
    yield* events.paymentRecorded(booking.id, input.amount, input.kind, wedding?.payer_name);
    return id;
  }

  function* recordStep(ownerUserId: number, input: RecordPayment) {
    // Another business's booking is "not found": its existence is private.
    const booking = authorize(
      ownerActor(ownerUserId),
      'pay',
      bookingPolicy,
      yield* payments.booking(input.booking_id),
    );
    if (!holdsSlot(booking.status)) throw conflict(PAYMENT_ERRORS.bookingNotConfirmed);
    const id = yield* insertStep(booking, ownerUserId, input);
    return presentPayment((yield* payments.byId(id))!);
  }

  function* refundStep(id: number, ownerUserId: number) {
    const row = authorize(
      ownerActor(ownerUserId),
      'refund',
      paymentPolicy,
      yield* payments.byId(id),
    );
    if (row.status !== 'completed') throw conflict(PAYMENT_ERRORS.onlyCompletedRefund);
    yield* payments.setStatus(id, 'refunded', nowIso());
    return presentPayment((yield* payments.byId(id))!);
  }

  async function get(id: number, user: AuthUser) {
    const row = authorize(actorOf(user), 'read', paymentPolicy, await db.read(payments.byId(id)));
    return presentPayment(row);
  }

  /** The customer's payments on their bookings, or the owner's received; newest first. */
  async function mine(user: AuthUser, page: PaymentsPage) {
    const query = {
      user: user.id,
      // "7 days" is today and the six before it.
      from: page.days ? addDays(todayInPakistan(), 1 - page.days) : null,
      skip: page.skip,
      limit: page.limit,
    };
    const rows = await db.read(
      user.isBusinessOwner ? payments.ofOwner(query) : payments.ofCustomer(query),
    );
    return rows.map(presentPayment);
  }

  /**
   * What the business is owed on `today` (docs/product/payments.md#what-the-business-is-owed):
   * its ledger's totals, its accepted single bookings', and its chased weddings' as their pages
   * show them, with their instalments owed; one step, so every screen reads the same figures.
   */
  function* summaryStep(businessId: number, today: string) {
    const ledger = yield* payments.ledgerTotals(businessId);
    const bookings = yield* payments.bookingTotals(businessId);
    const owed = yield* weddingsOwedStep(businessId, today);
    return presentSummary(today, ledger, bookings, owed);
  }

  /** The owner's accepted bookings not yet paid in full: what each is worth, paid and due. */
  async function receivables(ownerUserId: number, page: { skip: number; limit: number }) {
    const rows = await db.read(payments.receivables({ user: ownerUserId, ...page }));
    return rows.map(presentReceivable);
  }

  return {
    insertStep,
    recordStep,
    record: (ownerUserId: number, input: RecordPayment) =>
      db.transaction(() => recordStep(ownerUserId, input)),
    refund: (id: number, ownerUserId: number) => db.transaction(() => refundStep(id, ownerUserId)),
    get,
    mine,
    receivables,
    summary: (businessId: number, now = new Date()) =>
      db.read(summaryStep(businessId, todayInPakistan(now))),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
