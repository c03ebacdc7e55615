import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

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

export function useMyReviews(userId: number | null, version: number) {
  return useQuery(userId ? `reviews:${userId}:${version}` : null, getMyReviews);
}
