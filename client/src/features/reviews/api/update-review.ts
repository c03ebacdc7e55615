import { api, call } from '@/lib/http';

/** PUT /reviews/{id}: the customer changes the rating or the text of their review. */
export function updateReview(
  reviewId: number,
  input: { rating: number; review_text: string },
): Promise<void> {
  return call(async () => {
    await api.put(`reviews/${reviewId}`, { json: input });
  });
}
