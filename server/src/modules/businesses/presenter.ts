import { presentBusinessType } from '../listings/presenter';
import type { OwnedBusinessRow } from './repo';

/** The owner's business in the spec's field names (002 §3 "Business"). */
export function presentOwnedBusiness(row: OwnedBusinessRow) {
  const businessType = presentBusinessType(row);
  return {
    business_id: row.business_id,
    user_business_mapping_id: row.user_business_mapping_id,
    business_name: row.business_name,
    slug: row.slug,
    bio: row.bio,
    address: row.address,
    business_phone: row.business_phone,
    business_email: row.business_email,
    website: row.website,
    facebook_page: row.facebook_page,
    instagram_page: row.instagram_page,
    city_id: row.city_id,
    city_name: row.city_name,
    rating: row.rating,
    review_count: row.review_count,
    no_of_workers: row.no_of_workers,
    max_capacity: row.max_capacity,
    is_verified: row.is_verified === 1,
    is_deleted: row.is_deleted === 1,
    created_at: row.created_at,
    modified_at: row.modified_at,
    business_type: businessType,
    user_business_mapping: {
      user_business_mapping_id: row.user_business_mapping_id,
      business_type: businessType,
    },
  };
}
