// Reviews by customers (docs/product/booking.md#what-a-booking-holds): rating 1 to 5 (5 by default), text required, and on
// creation the booking it is about.
import { z } from 'zod';
import { fill, tx } from '../i18n/text';
import { numberFromText } from './fields';

/** A review's stars: a whole number in this range, the highest when none is given. */
export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;
const RATING_REFUSED = fill(tx('Rating must be a whole number from {min} to {max}'), {
  min: REVIEW_RATING.min,
  max: REVIEW_RATING.max,
});

const rating = z.preprocess(
  numberFromText,
  z
    .number({ error: RATING_REFUSED })
    .int({ error: RATING_REFUSED })
    .min(REVIEW_RATING.min, { error: RATING_REFUSED })
    .max(REVIEW_RATING.max, { error: RATING_REFUSED }),
);

const reviewText = z
  .string({ error: tx('Review text is required') })
  .trim()
  .min(1, { error: tx('Review text is required'), abort: true })
  .max(2000, { error: tx('Review text must be at most 2000 characters') });

export const createReviewSchema = z.object({
  booking_id: z.preprocess(
    numberFromText,
    z
      .number({ error: tx('Booking is required') })
      .int({ error: tx('Booking is required') })
      .positive({ error: tx('Booking is required') }),
  ),
  rating: rating.default(REVIEW_RATING.default),
  review_text: reviewText,
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const updateReviewSchema = z
  .object({ rating: rating.optional(), review_text: reviewText.optional() })
  .refine((body) => body.rating !== undefined || body.review_text !== undefined, {
    error: tx('Send a rating or a review text to change'),
  });

/** A review as its author's dashboard reads it (docs/product/booking.md#what-a-booking-holds). */
export const customerReviewSchema = z.strictObject({
  review_id: z.number().int(),
  rating: z.number().int(),
  review_text: z.string(),
  created_at: z.string(),
  modified_at: z.string(),
  business: z.strictObject({
    business_id: z.number().int(),
    business_name: z.string(),
    slug: z.string(),
  }),
  booking: z
    .strictObject({
      booking_id: z.number().int(),
      slot: z.strictObject({ date: z.string().nullable() }),
    })
    .nullable(),
});
customerReviewSchema.register(z.globalRegistry, { id: 'CustomerReview' });
export type CustomerReview = z.infer<typeof customerReviewSchema>;

export const REVIEW_ERRORS = {
  bookingNotFound: tx('Booking not found'),
  notConfirmed: tx('Only confirmed bookings can be reviewed.'),
  notYetHappened: tx('You can review a booking once its date has passed.'),
  alreadyReviewed: tx('You have already reviewed this booking.'),
  reviewNotFound: tx('Review not found'),
} as const;
