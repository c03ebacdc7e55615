import type { CustomerReview } from '@baraat/shared/schemas/reviews';
import type { CustomerReviewRow } from './repo';

/** A review as its author's dashboard reads it. */
export function presentCustomerReview(row: CustomerReviewRow): CustomerReview {
  return {
    review_id: row.id,
    rating: row.rating,
    review_text: row.comment,
    created_at: row.created_at,
    modified_at: row.modified_at,
    business: { business_id: row.business_id, business_name: row.business_name, slug: row.slug },
    booking: row.booking_id ? { booking_id: row.booking_id, slot: { date: row.date } } : null,
  };
}
