// Reviews by customers of their own confirmed bookings whose date has passed, one per
// booking (issue: customer bookings). The business's rating and count are recomputed in the
// same transaction as every change.
import { holdsSlot } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import { conflict, fieldError } from '../../http/errors';
import { customerActor } from '../../policies/actor';
import { authorize, can } from '../../policies/authorize';
import { bookingPolicy } from '../../policies/booking';
import { reviewPolicy } from '../../policies/person';
import { type DomainEventSteps, NO_EVENT_STEPS } from '../notifications/events-service';
import { presentCustomerReview } from './presenter';
import { reviewsRepo as reviews } from './repo';

export function createReviewsService(db: Database, events: DomainEventSteps = NO_EVENT_STEPS) {
  function* createStep(
    userId: number,
    input: { booking_id: number; rating: number; review_text: string },
    today: string,
    now: string,
  ) {
    const booking = yield* reviews.booking(input.booking_id);
    if (!can(customerActor(userId), 'review', bookingPolicy, booking)) {
      throw fieldError('body', 'booking_id', REVIEW_ERRORS.bookingNotFound);
    }
    if (!holdsSlot(booking.status)) {
      throw fieldError('body', 'booking_id', REVIEW_ERRORS.notConfirmed);
    }
    if (booking.date >= today) {
      throw fieldError('body', 'booking_id', REVIEW_ERRORS.notYetHappened);
    }
    if (yield* reviews.reviewOfBooking(booking.id)) throw conflict(REVIEW_ERRORS.alreadyReviewed);
    const id = yield* reviews.insert({
      business_id: booking.business_id,
      user_id: userId,
      booking_id: booking.id,
      reviewer_name: yield* reviews.reviewerName(userId),
      rating: input.rating,
      comment: input.review_text,
      now,
    });
    yield* reviews.recount(booking.business_id);
    yield* events.reviewWritten(booking.id, input.rating);
    return presentCustomerReview((yield* reviews.byId(id))!);
  }

  function* updateStep(
    id: number,
    userId: number,
    changes: { rating?: number | undefined; review_text?: string | undefined },
    now: string,
  ) {
    const row = authorize(customerActor(userId), 'change', reviewPolicy, yield* reviews.byId(id));
    yield* reviews.update(id, changes.rating, changes.review_text, now);
    yield* reviews.recount(row.business_id);
    return presentCustomerReview((yield* reviews.byId(id))!);
  }

  function* removeStep(id: number, userId: number) {
    const row = authorize(customerActor(userId), 'change', reviewPolicy, yield* reviews.byId(id));
    yield* reviews.remove(id);
    yield* reviews.recount(row.business_id);
  }

  return {
    // The day and the clock are read before the transaction: a PostgreSQL retry writes the same.
    create: (
      userId: number,
      input: { booking_id: number; rating: number; review_text: string },
    ) => {
      const [today, now] = [todayInPakistan(), nowIso()];
      return db.transaction(() => createStep(userId, input, today, now));
    },
    update: (
      id: number,
      userId: number,
      changes: { rating?: number | undefined; review_text?: string | undefined },
    ) => {
      const now = nowIso();
      return db.transaction(() => updateStep(id, userId, changes, now));
    },
    remove: (id: number, userId: number) => db.transaction(() => removeStep(id, userId)),
    mine: async (userId: number) =>
      (await db.read(reviews.ofUser(userId))).map(presentCustomerReview),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
