import { api, call } from '@/lib/http';

/** POST /reviews: a review of a confirmed booking whose date has passed. */
export function createReview(input: {
  booking_id: number;
  rating: number;
  review_text: string;
}): Promise<void> {
  return call(async () => {
    await api.post('reviews', { json: input });
  });
}
