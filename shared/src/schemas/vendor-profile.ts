// A vendor as the API shows it: the business, its packages, slots, reviews and photos, and
// the public profile of GET /api/listings/profile/{slug} that gathers them (docs/product/booking.md#what-a-booking-holds).
// Each answer is registered with its component name in the API document, so that a package
// reads as one `Package` wherever it is nested (docs/architecture.md#11-the-api-document).
import { z } from 'zod';
import { addDays, isIsoDate, todayInPakistan } from '../domain/dates';
import { PRICE_BASES } from '../domain/pricing';
import { fill, tx } from '../i18n/text';
import { businessTypeRefSchema } from './common';

const id = z.number().int();

/** A package as a vendor offers it; package_desc and package_price repeat the spec's names. */
export const packageSchema = z.strictObject({
  package_id: id,
  business_id: id,
  package_name: z.string(),
  description: z.string(),
  package_desc: z.string(),
  price: z.number(),
  package_price: z.number(),
  /** Whether the price is per guest (the spec's total: price × people) or for the event. */
  price_basis: z.enum(PRICE_BASES),
  duration_hours: z.number(),
  max_guests: z.number().int(),
  features: z.array(z.string()),
  is_popular: z.boolean(),
});
packageSchema.register(z.globalRegistry, { id: 'Package' });
export type Package = z.infer<typeof packageSchema>;
/** What the profile's package list reads of a package. */
export type VendorPackage = Pick<
  Package,
  | 'package_id'
  | 'package_name'
  | 'description'
  | 'price'
  | 'price_basis'
  | 'duration_hours'
  | 'max_guests'
  | 'features'
  | 'is_popular'
>;

export const vendorSlotSchema = z.strictObject({
  slot_id: id,
  slot_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Open: neither blocked by the owner nor reserved by an accepted booking. */
  is_available: z.boolean(),
  is_reserved: z.boolean(),
  is_blocked: z.boolean(),
  worker_id: id.nullable(),
  /** Its hall or team, so two times alike are told apart (docs/product/booking.md#booking-a-slot). */
  hall_name: z.string().nullable().meta({ description: 'The name of its hall or team, if any.' }),
  user_business_mapping_id: id,
});
vendorSlotSchema.register(z.globalRegistry, { id: 'VendorSlot' });
export type VendorSlot = z.infer<typeof vendorSlotSchema>;

/** The longest range of slots one call reads. */
export const VENDOR_SLOT_RANGE_MAX_DAYS = 186;
/** The range read when no end is given: this many days on from its start. */
export const VENDOR_SLOT_RANGE_DEFAULT_DAYS = 30;

const isoDate = (field: string) =>
  z
    .string()
    .refine(isIsoDate, { error: fill(tx('{field} must be a date written YYYY-MM-DD'), { field }) });

/** GET /api/listings/slots/{id}: from start (today) to end (30 days on), at most 186 days. */
export const vendorSlotRangeQuerySchema = z
  .object({ start: isoDate('start').optional(), end: isoDate('end').optional() })
  .transform(({ start, end }) => {
    const from = start ?? todayInPakistan();
    return { start: from, end: end ?? addDays(from, VENDOR_SLOT_RANGE_DEFAULT_DAYS) };
  })
  .refine(({ start, end }) => end >= start, {
    error: tx('end must not be before start'),
    path: ['end'],
  })
  .refine(({ start, end }) => end <= addDays(start, VENDOR_SLOT_RANGE_MAX_DAYS), {
    error: fill(tx('A slot range spans at most {max} days'), { max: VENDOR_SLOT_RANGE_MAX_DAYS }),
    path: ['end'],
  });

/** GET /api/businesses/{id}/slots: the slots of one day. */
export const vendorSlotDayQuerySchema = z.object({ date: isoDate('date') });

/** GET /api/listings/profile/{slug}. */
export const vendorSlugParamSchema = z.object({ slug: z.string() });

export const vendorReviewSchema = z.strictObject({
  review_id: id,
  reviewer_name: z.string(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
});
vendorReviewSchema.register(z.globalRegistry, { id: 'VendorReview' });
export type VendorReview = z.infer<typeof vendorReviewSchema>;

export const vendorMediaSchema = z.strictObject({
  media_id: id,
  media_link: z.string(),
  /** A small copy (400 px) for cards and grids; the media_link itself when there is none. */
  preview_link: z.string(),
  media_type: z.string(),
  title: z.string(),
  description: z.string(),
  is_thumbnail: z.boolean(),
  created_at: z.string(),
});
vendorMediaSchema.register(z.globalRegistry, {
  id: 'MediaItem',
  description:
    'A photo: `media_link` (at most 1600 px) and `preview_link` (400 px wide) are addresses under `/media/` that answer the image itself, `image/webp`.',
});
export type VendorMedia = z.infer<typeof vendorMediaSchema>;

export const relatedVendorSchema = z.strictObject({
  business_id: id,
  business_name: z.string(),
  slug: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  address: z.string(),
  city_name: z.string(),
  business_type_name: z.string(),
  min_price: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
});
relatedVendorSchema.register(z.globalRegistry, { id: 'RelatedVendor' });
export type RelatedVendor = z.infer<typeof relatedVendorSchema>;

/** A business's own fields, as the listings and a profile show them. */
export const businessSchema = z.strictObject({
  business_id: id,
  user_business_mapping_id: id,
  owner_user_id: id,
  business_name: z.string(),
  slug: z.string(),
  address: z.string(),
  business_phone: z.string(),
  business_email: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string(),
  no_of_workers: z.number().int(),
  no_of_packages: z.number().int(),
  max_capacity: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  facebook_page: z.string().nullable(),
  instagram_page: z.string().nullable(),
  business_type_name: z.string(),
  business_type: businessTypeRefSchema,
  user_business_mapping: z.strictObject({
    user_business_mapping_id: id,
    business_type: businessTypeRefSchema,
  }),
  city_id: id,
  city_name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  has_online_booking: z.boolean(),
  has_instant_booking: z.boolean(),
  response_time: z.string(),
  thumbnail_url: z.string().nullable(),
  is_deleted: z.boolean(),
  created_at: z.string(),
  modified_at: z.string(),
});
businessSchema.register(z.globalRegistry, { id: 'VendorBusiness' });
export type Business = z.infer<typeof businessSchema>;

export const vendorServiceSchema = z.strictObject({
  service_id: id,
  service_type_id: id,
  service_type: z.strictObject({
    service_type_id: id,
    service_type_name: z.string(),
    description: z.string(),
  }),
});
vendorServiceSchema.register(z.globalRegistry, { id: 'BusinessService' });

export const vendorProfileSchema = businessSchema.extend({
  packages: z.array(packageSchema),
  services: z.array(vendorServiceSchema),
  reviews: z.array(vendorReviewSchema),
  /** Reviews per star, "1" to "5". */
  rating_distribution: z.record(z.string(), z.number().int()),
  slots: z.array(vendorSlotSchema),
  relevant_vendors: z.array(relatedVendorSchema),
  media: z.array(vendorMediaSchema),
});
vendorProfileSchema.register(z.globalRegistry, { id: 'VendorProfile' });
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** GET /api/listings/calendar/{id}: open and total slots per day. */
export const vendorCalendarSchema = z.strictObject({
  business_id: id,
  start: z.string(),
  end: z.string(),
  days: z.array(
    z.strictObject({
      date: z.string(),
      total_slots: z.number().int(),
      available_slots: z.number().int(),
    }),
  ),
});
vendorCalendarSchema.register(z.globalRegistry, { id: 'VendorCalendar' });
export type VendorCalendar = z.infer<typeof vendorCalendarSchema>;
