// A vendor as the search lists it: a card in the spec's field names (docs/product/booking.md#what-a-booking-holds).
import { responseTimeLabel } from '@baraat/shared/domain/response-time';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import { isSet } from '../../db/flags';
import type { ListingRow } from './repo';

const area = (address: string) => address.replace(/^\d+\s+/, '');

export function presentCard(row: ListingRow, images: string[]): ListingCard {
  return {
    business_id: row.id,
    business_name: row.business_name,
    slug: row.slug,
    thumbnail_url: row.thumbnail_url,
    rating: row.rating,
    review_count: row.review_count,
    address: row.address,
    business_phone: row.business_phone,
    business_email: row.business_email,
    no_of_workers: row.no_of_workers,
    bio: row.bio,
    business_description: row.bio,
    business_type_id: row.business_type_id,
    business_type: row.business_type,
    city_id: row.city_id,
    business_city: row.business_city,
    business_area: area(row.address),
    is_verified: isSet(row.is_verified),
    is_featured: isSet(row.is_featured),
    min_price: row.min_price,
    max_price: row.max_price,
    no_of_packages: row.no_of_packages,
    max_capacity: row.max_capacity,
    has_online_booking: isSet(row.has_online_booking),
    has_instant_booking: isSet(row.has_instant_booking),
    response_time: responseTimeLabel(row.response_time_hours),
    portfolio_images: images,
    offer_words: row.offer_words,
    distance_km: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
    created_at: row.created_at,
  };
}
