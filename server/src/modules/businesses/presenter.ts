import type { DashboardBusiness, MyBusiness } from '@baraat/shared/schemas/businesses';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { isSet } from '../../db/flags';
import type { OwnedBusinessRow } from './repo';

/** The owner's business in the spec's field names (docs/product/business-desk.md#what-a-business-holds). */
export function presentOwnedBusiness(row: OwnedBusinessRow): MyBusiness {
  const businessType = {
    business_type_id: row.business_type_id,
    business_type_name: row.business_type_name,
  };
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
    is_verified: isSet(row.is_verified),
    is_deleted: isSet(row.is_deleted),
    created_at: row.created_at,
    modified_at: row.modified_at,
    business_type: businessType,
    user_business_mapping: {
      user_business_mapping_id: row.user_business_mapping_id,
      business_type: businessType,
    },
    hold_days: row.hold_days,
    advance_percent: row.advance_percent,
  };
}

/** A listings card as the dashboard search shows it (docs/product/booking.md#dashboard-search). */
export function presentDashboardBusiness(
  card: ListingCard,
  offers: { services: { name: string }[]; packages: Package[] },
  isFavorited: boolean,
): DashboardBusiness {
  return {
    business_id: card.business_id,
    business_name: card.business_name,
    slug: card.slug,
    address: card.address,
    city: card.business_city,
    business_type: card.business_type,
    rating: card.rating,
    review_count: card.review_count,
    description: card.bio,
    thumbnail_url: card.thumbnail_url,
    services: offers.services,
    packages: offers.packages,
    contact_phone: card.business_phone,
    contact_email: card.business_email,
    is_favorited: isFavorited,
  };
}
