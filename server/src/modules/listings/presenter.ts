// Vendors as the API shows them, in the spec's field names (docs/product/booking.md#what-a-booking-holds).
import { responseTimeLabel } from '@baraat/shared/domain/response-time';
import type {
  Business,
  RelatedVendor,
  VendorReview,
  VendorSlot,
} from '@baraat/shared/schemas/vendor-profile';
import { isSet } from '../../db/flags';
import type { ProfileRow, ReviewRow, SlotRow } from './repo';

export function presentSlot(row: SlotRow, mappingId: number): VendorSlot {
  return {
    slot_id: row.id,
    slot_name: row.slot_name,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    is_available: isSet(row.is_available) && !isSet(row.is_reserved),
    is_reserved: isSet(row.is_reserved),
    is_blocked: !isSet(row.is_available),
    worker_id: row.worker_id,
    hall_name: row.hall_name,
    user_business_mapping_id: mappingId,
  };
}

export function presentReview(row: ReviewRow): VendorReview {
  return {
    review_id: row.id,
    reviewer_name: row.reviewer_name,
    rating: row.rating,
    comment: row.comment,
    created_at: row.created_at,
  };
}

/** The business fields of a profile, without its lists. */
export function presentBusiness(row: ProfileRow, thumbnail: string | null): Business {
  const businessType = {
    business_type_id: row.business_type_id,
    business_type_name: row.business_type_name,
  };
  return {
    business_id: row.id,
    user_business_mapping_id: row.user_business_mapping_id,
    owner_user_id: row.owner_user_id,
    business_name: row.business_name,
    slug: row.slug,
    address: row.address,
    business_phone: row.business_phone,
    business_email: row.business_email,
    website: row.website,
    bio: row.bio,
    no_of_workers: row.no_of_workers,
    no_of_packages: row.no_of_packages,
    max_capacity: row.max_capacity,
    rating: row.rating,
    review_count: row.review_count,
    facebook_page: row.facebook_page,
    instagram_page: row.instagram_page,
    business_type_name: row.business_type_name,
    business_type: businessType,
    user_business_mapping: {
      user_business_mapping_id: row.user_business_mapping_id,
      business_type: businessType,
    },
    city_id: row.city_id,
    city_name: row.city_name,
    latitude: row.latitude,
    longitude: row.longitude,
    is_verified: isSet(row.is_verified),
    is_featured: isSet(row.is_featured),
    min_price: row.min_price,
    max_price: row.max_price,
    has_online_booking: isSet(row.has_online_booking),
    has_instant_booking: isSet(row.has_instant_booking),
    response_time: responseTimeLabel(row.response_time_hours),
    thumbnail_url: thumbnail,
    is_deleted: isSet(row.is_deleted),
    created_at: row.created_at,
    modified_at: row.modified_at,
  };
}

export function presentRelated(row: ProfileRow, thumbnail: string | null): RelatedVendor {
  return {
    business_id: row.id,
    business_name: row.business_name,
    slug: row.slug,
    rating: row.rating,
    review_count: row.review_count,
    address: row.address,
    city_name: row.city_name,
    business_type_name: row.business_type_name,
    min_price: row.min_price,
    thumbnail_url: thumbnail,
  };
}
