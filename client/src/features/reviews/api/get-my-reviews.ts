import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export interface CustomerReview {
  review_id: number;
  rating: number;
  review_text: string;
  created_at: string;
  business: { business_id: number; business_name: string; slug: string };
  booking: { booking_id: number; slot: { date: string | null } } | null;
}

/** GET /customer/reviews: the reviews the customer wrote. */
export function getMyReviews(): Promise<CustomerReview[]> {
  return call(() => api.get('customer/reviews').json<CustomerReview[]>());
}

/** The customer's reviews; writing, editing or deleting one invalidates `['my-reviews']`. */
export const myReviewsKey = (userId?: number | null) =>
  userId === undefined ? (['my-reviews'] as const) : (['my-reviews', userId] as const);

export function useMyReviews(userId: number | null) {
  return useQuery({
    queryKey: myReviewsKey(userId),
    queryFn: getMyReviews,
    enabled: userId !== null,
  });
}
