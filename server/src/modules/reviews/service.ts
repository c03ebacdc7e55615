// Reviews by customers of their own confirmed bookings whose date has passed, one per
// booking (issue: customer bookings). The business's rating and count are recomputed in the
// same transaction as every change.
import { holdsSlot } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { conflict, fieldError, notFound } from '../../http/errors';
import type { UserReads } from '../auth/profile-service';
import { type DomainEvents, NO_EVENTS } from '../notifications/events-service';
import { presentCustomerReview } from './presenter';
import { createReviewsRepo } from './repo';

export function createReviewsService(db: Db, users: UserReads, events: DomainEvents = NO_EVENTS) {
  const reviews = createReviewsRepo(db);

  function create(
    userId: number,
    input: { booking_id: number; rating: number; review_text: string },
  ) {
    return inTransaction(db, () => {
      const booking = reviews.booking(input.booking_id);
      if (!booking || booking.customer_user_id !== userId) {
        throw fieldError('body', 'booking_id', REVIEW_ERRORS.bookingNotFound);
      }
      if (!holdsSlot(booking.status)) {
        throw fieldError('body', 'booking_id', REVIEW_ERRORS.notConfirmed);
      }
      if (booking.date >= todayInPakistan()) {
        throw fieldError('body', 'booking_id', REVIEW_ERRORS.notYetHappened);
      }
      if (reviews.reviewOfBooking(booking.id)) throw conflict(REVIEW_ERRORS.alreadyReviewed);
      const user = users.me(userId);
      const id = reviews.insert({
        business_id: booking.business_id,
        user_id: userId,
        booking_id: booking.id,
        reviewer_name: user.last_name
          ? `${user.first_name} ${user.last_name.charAt(0)}.`
          : user.first_name,
        rating: input.rating,
        comment: input.review_text,
        now: nowIso(),
      });
      reviews.recount(booking.business_id);
      events.reviewWritten(booking.id, input.rating);
      return presentCustomerReview(reviews.own(id, userId)!);
    });
  }

  function update(
    id: number,
    userId: number,
    changes: { rating?: number | undefined; review_text?: string | undefined },
  ) {
    return inTransaction(db, () => {
      const row = reviews.own(id, userId);
      if (!row) throw notFound(REVIEW_ERRORS.reviewNotFound);
      reviews.update(id, changes.rating, changes.review_text, nowIso());
      reviews.recount(row.business_id);
      return presentCustomerReview(reviews.own(id, userId)!);
    });
  }

  function remove(id: number, userId: number) {
    inTransaction(db, () => {
      const row = reviews.own(id, userId);
      if (!row) throw notFound(REVIEW_ERRORS.reviewNotFound);
      reviews.remove(id);
      reviews.recount(row.business_id);
    });
  }

  return {
    create,
    update,
    remove,
    mine: (userId: number) => reviews.ofUser(userId).map(presentCustomerReview),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
