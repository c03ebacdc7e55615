import type { CustomerReview } from '@baraat/shared/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

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
