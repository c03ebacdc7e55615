import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

export interface Favorite {
  id: number;
  business_id: number;
  created_at: string;
  business: {
    business_id: number;
    business_name: string;
    slug: string;
    address: string;
    city_name: string;
    rating: number;
    thumbnail_url: string | null;
    user_business_mapping: { business_type: { business_type_name: string } };
  };
}

export interface CustomerReview {
  review_id: number;
  rating: number;
  review_text: string;
  created_at: string;
  business: { business_id: number; business_name: string; slug: string };
  booking: { booking_id: number; slot: { date: string | null } } | null;
}

export function useFavorites(userId: number | null, version: number) {
  return useQuery(userId ? `favorites:${userId}:${version}` : null, () =>
    call(() => api.get('customer/favorites').json<Favorite[]>()),
  );
}

export function removeFavorite(businessId: number): Promise<void> {
  return call(async () => {
    await api.delete(`customer/favorites/${businessId}`);
  });
}

export function useMyReviews(userId: number | null, version: number) {
  return useQuery(userId ? `reviews:${userId}:${version}` : null, () =>
    call(() => api.get('customer/reviews').json<CustomerReview[]>()),
  );
}

export function saveReview(input: {
  review_id?: number;
  booking_id: number;
  rating: number;
  review_text: string;
}) {
  return call(async () => {
    if (input.review_id) {
      await api.put(`reviews/${input.review_id}`, {
        json: { rating: input.rating, review_text: input.review_text },
      });
    } else {
      await api.post('reviews', {
        json: {
          booking_id: input.booking_id,
          rating: input.rating,
          review_text: input.review_text,
        },
      });
    }
  });
}

export function deleteReview(id: number): Promise<void> {
  return call(async () => {
    await api.delete(`reviews/${id}`);
  });
}
