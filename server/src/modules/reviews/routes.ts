// Customers' reviews (docs/product/discovery.md#calls): POST /api/reviews, PUT/DELETE
// /api/reviews/{id} and GET /api/customer/reviews, each declared once with its API document.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  createReviewSchema,
  customerReviewSchema,
  REVIEW_ERRORS,
  REVIEW_RATING,
  updateReviewSchema,
} from '@baraat/shared/schemas/reviews';
import { z } from 'zod';
import { routesOf } from '../../http/route';
import type { ReviewsService } from './service';

const route = routesOf<{ reviews: ReviewsService }>();
const tag = 'Reviews';
const reviewNotFound = {
  description: `\`${REVIEW_ERRORS.reviewNotFound}\`: none with that id by the caller.`,
};

export const reviewRoutes = [
  route(
    {
      method: 'post',
      path: '/reviews',
      tag,
      summary: 'Review a booking',
      description: `A rating from ${REVIEW_RATING.min} to ${REVIEW_RATING.max} (${REVIEW_RATING.default} by default) and a text, about one of the customer's own confirmed bookings whose date has passed; refused on \`booking_id\` otherwise (\`${REVIEW_ERRORS.bookingNotFound}\`, \`${REVIEW_ERRORS.notConfirmed}\`, \`${REVIEW_ERRORS.notYetHappened}\`). The vendor's rating is recounted at once.`,
      access: 'customer',
      body: createReviewSchema,
      responses: {
        201: {
          description: 'The review, as the customer’s dashboard reads it.',
          schema: customerReviewSchema,
        },
        409: { description: `\`${REVIEW_ERRORS.alreadyReviewed}\`` },
      },
    },
    ({ user, body }, { reviews }) => reviews.create(user.id, body),
  ),
  route(
    {
      method: 'put',
      path: '/reviews/:id',
      tag,
      summary: 'Change a review',
      description: 'A new rating, a new text, or both.',
      access: 'customer',
      params: idParamSchema,
      body: updateReviewSchema,
      responses: { 200: customerReviewSchema, 404: reviewNotFound },
    },
    ({ user, params, body }, { reviews }) => reviews.update(params.id, user.id, body),
  ),
  route(
    {
      method: 'delete',
      path: '/reviews/:id',
      tag,
      summary: 'Delete a review',
      access: 'customer',
      params: idParamSchema,
      responses: { 204: { description: 'Deleted.', schema: null }, 404: reviewNotFound },
    },
    async ({ user, params }, { reviews }) => {
      await reviews.remove(params.id, user.id);
    },
  ),
  route(
    {
      method: 'get',
      path: '/customer/reviews',
      tag,
      summary: "The customer's own reviews",
      access: 'customer',
      responses: { 200: z.array(customerReviewSchema) },
    },
    ({ user }, { reviews }) => reviews.mine(user.id),
  ),
];
