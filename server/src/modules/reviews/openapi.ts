// Customers' reviews as the API document tells them (docs/product/discovery.md#calls).
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  createReviewSchema,
  customerReviewSchema,
  REVIEW_ERRORS,
  updateReviewSchema,
} from '@baraat/shared/schemas/reviews';
import { z } from 'zod';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Reviews';
const reviewNotFound = {
  description: `\`${REVIEW_ERRORS.reviewNotFound}\`: none with that id by the caller.`,
};

export const reviewsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/reviews',
    tag,
    summary: 'Review a booking',
    description: `A rating from 1 to 5 (5 by default) and a text, about one of the customer's own confirmed bookings whose date has passed; refused on \`booking_id\` otherwise (\`${REVIEW_ERRORS.bookingNotFound}\`, \`${REVIEW_ERRORS.notConfirmed}\`, \`${REVIEW_ERRORS.notYetHappened}\`). The vendor's rating is recounted at once.`,
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
  {
    method: 'delete',
    path: '/reviews/:id',
    tag,
    summary: 'Delete a review',
    access: 'customer',
    params: idParamSchema,
    responses: { 204: { description: 'Deleted.', schema: null }, 404: reviewNotFound },
  },
  {
    method: 'get',
    path: '/customer/reviews',
    tag,
    summary: "The customer's own reviews",
    access: 'customer',
    responses: { 200: z.array(customerReviewSchema) },
  },
];
