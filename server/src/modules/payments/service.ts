// The payments ledger's rules (docs/product/decisions.md#payments-ledger): an owner records payments received
// against confirmed bookings of their own businesses and may refund a completed one; the
// booking's customer and the business's owner see them, nobody else. And what a business is
// owed, its bookings' and its weddings' (docs/product/payments.md#what-the-business-is-owed).
import { holdsSlot } from '@baraat/shared/domain/booking';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { deskCan } from '@baraat/shared/domain/desk-roles';
import { PAYMENT_ERRORS, type RecordPayment } from '@baraat/shared/schemas/payments';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { conflict } from '../../http/errors';
import { actorOf, type DeskAuthor, type UserActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { bookingPolicy, paymentPolicy } from '../../policies/booking';
import { activitySteps } from '../activity/service';
import { holdSteps } from '../holds/service';
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

/** An accepted single booking's total and what was paid; undefined when it is not one. */
export const bookingBalanceStep = (bookingId: number) => payments.balanceOf(bookingId);

/** What an accepted single booking still owes, never below 0 (0 when it is not one). */
export function* bookingOutstandingStep(bookingId: number) {
  const balance = yield* payments.balanceOf(bookingId);
  return balance ? Math.max(0, balance.total_amount - balance.paid_amount) : 0;
}

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
    author: DeskAuthor,
    input: Omit<RecordPayment, 'booking_id'>,
    wedding: { wedding_id: number; payer_name: string } | null = null,
  ) {
    const id = yield* payments.insert({
      booking_id: booking.id,
      business_id: booking.business_id,
      recorded_by_user_id: author.userId,
      device_user_id: author.deviceUserId,
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
    yield* holdSteps.afterPayment(booking.id);
    yield* events.paymentRecorded(booking.id, input.amount, input.kind, wedding?.payer_name);
    yield* activitySteps.payment(author, booking.business_id, 'payment_recorded', id);
    return id;
  }

  /** Records a payment as `actor` (the owner or a member of the staff); it names `author`, the
   * member a shared tablet acted as or the actor (docs/product/accounts.md#who-did-what). */
  function* recordStep(actor: UserActor, author: DeskAuthor, input: RecordPayment) {
    // Another business's booking is "not found": its existence is private.
    const booking = authorize(
      actor,
      'pay',
      bookingPolicy,
      yield* payments.booking(input.booking_id),
    );
    return presentPayment((yield* payments.byId(yield* keepStep(booking, author, input)))!);
  }

  /**
   * Stores a payment received for `booking`, whoever it is found to be for: one received
   * before its hold expired, synced (or confirmed by a provider) after, restores the booking if
   * its date is still free (docs/product/payments.md#holding-a-date), else 409. Its id.
   */
  function* keepStep(booking: PaymentBookingRow, author: DeskAuthor, input: RecordPayment) {
    if (
      !holdsSlot(booking.status) &&
      !(yield* holdSteps.restoreForPayment(booking.id, input.paid_on, nowIso()))
    ) {
      throw conflict(PAYMENT_ERRORS.bookingNotConfirmed);
    }
    return yield* insertStep(booking, author, input);
  }

  /** A single booking's payment a provider confirmed (docs/product/online-payments.md#paying-online):
   * paid by its customer, recorded in their name; its id. */
  function* onlineStep(author: DeskAuthor, input: RecordPayment) {
    return yield* keepStep((yield* payments.booking(input.booking_id))!, author, input);
  }

  function* refundStep(id: number, actor: UserActor, author: DeskAuthor) {
    const row = authorize(actor, 'refund', paymentPolicy, yield* payments.byId(id));
    if (row.status !== 'completed') throw conflict(PAYMENT_ERRORS.onlyCompletedRefund);
    yield* payments.setStatus(id, 'refunded', nowIso());
    yield* activitySteps.payment(author, row.business_id, 'payment_refunded', id);
    return presentPayment((yield* payments.byId(id))!);
  }

  async function get(id: number, user: AuthUser) {
    const row = authorize(actorOf(user), 'read', paymentPolicy, await db.read(payments.byId(id)));
    return presentPayment(row);
  }

  /**
   * The customer's payments on their bookings, the owner's received, or a staff member's
   * business's; newest first. The front desk sees today's alone, the ledger's history being
   * beyond its role (docs/product/accounts.md#staff-and-roles).
   */
  async function mine(user: AuthUser, page: PaymentsPage) {
    const today = todayInPakistan();
    // "7 days" is today and the six before it.
    const from = page.days ? addDays(today, 1 - page.days) : null;
    const query = { user: user.id, from, skip: page.skip, limit: page.limit };
    const { staff } = user;
    const rows = await db.read(
      staff
        ? payments.ofBusiness({
            ...query,
            business: staff.businessId,
            from: deskCan(staff.role, 'ledger') ? from : today,
          })
        : user.isBusinessOwner
          ? payments.ofOwner(query)
          : payments.ofCustomer(query),
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

  /** The business's accepted bookings not yet paid in full: what each is worth, paid and due. */
  async function receivables(businessId: number, page: { skip: number; limit: number }) {
    const rows = await db.read(payments.receivables({ business: businessId, ...page }));
    return rows.map(presentReceivable);
  }

  return {
    insertStep,
    recordStep,
    onlineStep,
    lastOfWeddingStep: (weddingId: number) => payments.lastOfWedding(weddingId),
    record: (actor: UserActor, author: DeskAuthor, input: RecordPayment) =>
      db.transaction(() => recordStep(actor, author, input)),
    /** Whether the actor may refund the payment and it is completed; 404 when not theirs. */
    refundable: async (id: number, actor: UserActor) =>
      authorize(actor, 'refund', paymentPolicy, await db.read(payments.byId(id))).status ===
      'completed',
    refund: (id: number, actor: UserActor, author: DeskAuthor) =>
      db.transaction(() => refundStep(id, actor, author)),
    get,
    mine,
    receivables,
    summary: (businessId: number, now = new Date()) =>
      db.read(summaryStep(businessId, todayInPakistan(now))),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
