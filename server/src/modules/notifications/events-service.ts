// The domain events that notify someone (docs/product/business-desk.md#what-a-business-holds notification types): a new request
// tells the owner, a decision tells the customer, a review tells the owner, a recorded
// payment tells the customer. Each is a step of the write's own transaction, on either engine
// (docs/architecture.md#10-two-engines), so a notification exists exactly when its cause does;
// the push follows the commit (service.recordStep).
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { fill, tx } from '@baraat/shared/i18n/text';
import { type PaymentKind, weddingPaymentName } from '@baraat/shared/schemas/payments';
import { computed, type Step } from '../../db/engine';
import type { SqliteDatabase } from '../../db/sqlite-engine';
import { type BookingFacts, notificationsRepo as repo } from './repo';
import type { NotificationsService } from './service';

/** What a decision's notification says: whom it tells, who decided, and when the event is. */
export type DecisionFacts = Pick<
  BookingFacts,
  'customer_id' | 'business_name' | 'date' | 'start_time' | 'end_time'
>;

const when = (facts: { date: string; start_time: string; end_time: string }) =>
  formatDateWithTimes(facts.date, facts.start_time, facts.end_time);

export function createDomainEvents(notifications: Pick<NotificationsService, 'recordStep'>) {
  return {
    *bookingRequested(bookingId: number): Step<void> {
      const facts = yield* repo.bookingFacts(bookingId);
      if (!facts) return;
      yield* notifications.recordStep({
        receiver_id: facts.owner_id,
        type: 'booking_new',
        title: tx('New booking request'),
        message: fill(
          facts.event_name == null
            ? tx('{customer} asked for a booking on {when}.')
            : tx('{customer} asked for {event} on {when}.'),
          {
            customer: facts.customer_name || tx('A customer'),
            event: facts.event_name ?? '',
            when: when(facts),
          },
        ),
        data: { booking_id: bookingId },
        priority: 'high',
        action_url: '/business/home?tab=events',
      });
    },

    /** `known`: the booking's facts as the decision read them, saving a read of them. */
    *bookingDecided(
      bookingId: number,
      accepted: boolean,
      reason: string | null,
      known?: DecisionFacts,
    ): Step<void> {
      const facts = known ?? (yield* repo.bookingFacts(bookingId));
      if (!facts || facts.customer_id === null) return;
      yield* notifications.recordStep({
        receiver_id: facts.customer_id,
        type: accepted ? 'booking_accepted' : 'booking_rejected',
        title: accepted ? tx('Booking confirmed') : tx('Booking request declined'),
        message: fill(
          accepted
            ? tx('{business} accepted your booking for {when}.')
            : reason
              ? tx('{business} declined your request for {when}: {reason}')
              : tx('{business} declined your request for {when}.'),
          { business: facts.business_name, when: when(facts), reason: reason ?? '' },
        ),
        data: { booking_id: bookingId },
        priority: accepted ? 'high' : 'medium',
        action_url: '/customer/dashboard?tab=bookings',
      });
    },

    *reviewWritten(bookingId: number, rating: number): Step<void> {
      const facts = yield* repo.bookingFacts(bookingId);
      if (!facts) return;
      yield* notifications.recordStep({
        receiver_id: facts.owner_id,
        type: 'review_new',
        title: tx('New review'),
        message: fill(tx('{customer} rated {business} {rating} of 5.'), {
          customer: facts.customer_name || tx('A customer'),
          business: facts.business_name,
          rating,
        }),
        data: { booking_id: bookingId, rating },
        // Four stars or more is a happy customer; fewer wants the owner's attention sooner.
        priority: rating >= 4 ? 'medium' : 'high',
        action_url: '/business/home?tab=dashboard',
      });
    },

    /** `payer`: a wedding's payment, named by the wedding and who paid, not by its event's day
     * (docs/product/weddings.md#payments-of-a-wedding). */
    *paymentRecorded(
      bookingId: number,
      amount: number,
      kind: PaymentKind,
      payer: string | null = null,
    ): Step<void> {
      const facts = yield* repo.bookingFacts(bookingId);
      if (!facts || facts.customer_id === null) return;
      const wedding = payer === null ? null : weddingPaymentName({ ...facts, payer_name: payer });
      yield* notifications.recordStep({
        receiver_id: facts.customer_id,
        type: 'payment_completed',
        title: tx('Payment recorded'),
        message: wedding
          ? fill(tx('{business} recorded a payment of {amount} for {wedding}.'), {
              business: facts.business_name,
              amount: formatPkr(amount),
              wedding,
            })
          : fill(
              kind === 'advance'
                ? tx('{business} recorded your advance payment of {amount} for {when}.')
                : tx('{business} recorded your balance payment of {amount} for {when}.'),
              { business: facts.business_name, amount: formatPkr(amount), when: when(facts) },
            ),
        data: { booking_id: bookingId, amount },
        action_url: '/customer/dashboard?tab=payments',
      });
    },
  };
}

/** The events as steps of the caller's transaction, on either engine. */
export type DomainEventSteps = ReturnType<typeof createDomainEvents>;

/** No notifications: for services built without the live side (tests of one service alone). */
export const NO_EVENT_STEPS: DomainEventSteps = {
  bookingRequested: () => computed(() => undefined),
  bookingDecided: () => computed(() => undefined),
  reviewWritten: () => computed(() => undefined),
  paymentRecorded: () => computed(() => undefined),
};

/**
 * The events run synchronously on SQLite's connection, inside the caller's inTransaction (the
 * push after its commit), for the demo seed, which writes on SQLite's connection.
 */
export function createSyncDomainEvents(database: SqliteDatabase, events: DomainEventSteps) {
  return {
    bookingRequested: (bookingId: number) => database.runSync(events.bookingRequested(bookingId)),
    bookingDecided: (bookingId: number, accepted: boolean, reason: string | null) =>
      database.runSync(events.bookingDecided(bookingId, accepted, reason)),
    reviewWritten: (bookingId: number, rating: number) =>
      database.runSync(events.reviewWritten(bookingId, rating)),
  };
}

/** The synchronous events, as the modules not yet moved take them; a module moving to steps
 * takes DomainEventSteps (createDomainEvents) instead, and yields them in its transaction. */
export type DomainEvents = ReturnType<typeof createSyncDomainEvents>;

/** For services built without the live side (tests that build one service alone). */
export const NO_EVENTS: DomainEvents = {
  bookingRequested: () => undefined,
  bookingDecided: () => undefined,
  reviewWritten: () => undefined,
};
