// The domain events that notify someone (issue 12; docs/product/business-desk.md#what-a-business-holds notification types): a new request
// tells the owner, a decision tells the customer, a review tells the owner, a recorded
// payment tells the customer. Called inside the write's own transaction, so a notification
// exists exactly when its cause does; the push follows the commit (service.record).
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import type { Db } from '../../db/connection';
import { createNotificationsRepo } from './repo';
import type { NotificationsService } from './service';

const when = (facts: { date: string; start_time: string; end_time: string }) =>
  formatDateWithTimes(facts.date, facts.start_time, facts.end_time);

export function createDomainEvents(db: Db, notifications: NotificationsService) {
  const repo = createNotificationsRepo(db);

  return {
    bookingRequested(bookingId: number) {
      const facts = repo.bookingFacts(bookingId);
      if (!facts) return;
      notifications.record({
        receiver_id: facts.owner_id,
        type: 'booking_new',
        title: 'New booking request',
        message: `${facts.customer_name || 'A customer'} asked for ${facts.event_name ?? 'a booking'} on ${when(facts)}.`,
        data: { booking_id: bookingId },
        priority: 'high',
        action_url: '/business/home?tab=events',
      });
    },

    bookingDecided(bookingId: number, accepted: boolean, reason: string | null) {
      const facts = repo.bookingFacts(bookingId);
      if (!facts || facts.customer_id === null) return;
      notifications.record({
        receiver_id: facts.customer_id,
        type: accepted ? 'booking_accepted' : 'booking_rejected',
        title: accepted ? 'Booking confirmed' : 'Booking request declined',
        message: accepted
          ? `${facts.business_name} accepted your booking for ${when(facts)}.`
          : `${facts.business_name} declined your request for ${when(facts)}${reason ? `: ${reason}` : '.'}`,
        data: { booking_id: bookingId },
        priority: accepted ? 'high' : 'medium',
        action_url: '/customer/dashboard?tab=bookings',
      });
    },

    reviewWritten(bookingId: number, rating: number) {
      const facts = repo.bookingFacts(bookingId);
      if (!facts) return;
      notifications.record({
        receiver_id: facts.owner_id,
        type: 'review_new',
        title: 'New review',
        message: `${facts.customer_name || 'A customer'} rated ${facts.business_name} ${rating} of 5.`,
        data: { booking_id: bookingId, rating },
        // Four stars or more is a happy customer; fewer wants the owner's attention sooner.
        priority: rating >= 4 ? 'medium' : 'high',
        action_url: '/business/home?tab=dashboard',
      });
    },

    paymentRecorded(bookingId: number, amount: number, kind: string) {
      const facts = repo.bookingFacts(bookingId);
      if (!facts || facts.customer_id === null) return;
      notifications.record({
        receiver_id: facts.customer_id,
        type: 'payment_completed',
        title: 'Payment recorded',
        message: `${facts.business_name} recorded your ${kind} payment of ${formatPkr(amount)} for ${when(facts)}.`,
        data: { booking_id: bookingId, amount },
        action_url: '/customer/dashboard?tab=payments',
      });
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;

/** For services built without the live side (tests that build one service alone). */
export const NO_EVENTS: DomainEvents = {
  bookingRequested: () => undefined,
  bookingDecided: () => undefined,
  reviewWritten: () => undefined,
  paymentRecorded: () => undefined,
};
