// Query of GET /api/listings/search (spec 001 §7 "Listings" and the /search filters of §2).
// The server validates with it; the listings and search screens build their URLs from it.
import { z } from 'zod';
import { numberFromText, pageFields, refinePriceRange, wholeNumber } from './fields';

export const SEARCH_SORTS = [
  'relevance',
  'price_low',
  'price_high',
  'rating',
  'distance',
  'newest',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const RADIUS_KM = { min: 5, max: 100, default: 25 } as const;

/** The advanced search's time-of-day windows (001 §2 "/search"), in local 24-hour times. */
export const TIME_SLOTS = {
  morning: { label: 'Morning 6 AM-12 PM', from: '06:00', to: '12:00' },
  afternoon: { label: 'Afternoon 12-6 PM', from: '12:00', to: '18:00' },
  evening: { label: 'Evening 6 PM-12 AM', from: '18:00', to: '24:00' },
  late_night: { label: 'Late Night 12-6 AM', from: '00:00', to: '06:00' },
} as const;
export type TimeSlotName = keyof typeof TIME_SLOTS;
const TIME_SLOT_NAMES = Object.keys(TIME_SLOTS) as [TimeSlotName, ...TimeSlotName[]];

const isoDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date written YYYY-MM-DD` })
    .optional();
export const TEXT_MAX = 100;

const flag = (field: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` })
    .transform((value) => value === 'true' || value === '1')
    .optional();

/** 'all' or blank means no filter (001 §5: type and city are sent only when not 'all'). */
const optionalName = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => (!value || value.toLowerCase() === 'all' ? undefined : value));

export const searchQuerySchema = z
  .object({
    type: optionalName,
    city: optionalName,
    text: z
      .string()
      .trim()
      .max(TEXT_MAX, { error: `text must be at most ${TEXT_MAX} characters` })
      .optional()
      .transform((value) => value || undefined),
    // Larger pages are capped rather than refused.
    ...pageFields(),
    min_price: wholeNumber('min_price').optional(),
    max_price: wholeNumber('max_price').optional(),
    min_rating: z
      .preprocess(
        numberFromText,
        z
          .number({ error: 'min_rating must be a number from 0 to 5' })
          .min(0, { error: 'min_rating must be a number from 0 to 5' })
          .max(5, { error: 'min_rating must be a number from 0 to 5' }),
      )
      .optional(),
    verified: flag('verified'),
    online_booking: flag('online_booking'),
    instant_booking: flag('instant_booking'),
    package_deals: flag('package_deals'),
    radius_km: z
      .preprocess(
        numberFromText,
        z
          .number({ error: `radius_km must be from ${RADIUS_KM.min} to ${RADIUS_KM.max}` })
          .min(RADIUS_KM.min, {
            error: `radius_km must be from ${RADIUS_KM.min} to ${RADIUS_KM.max}`,
          })
          .max(RADIUS_KM.max, {
            error: `radius_km must be from ${RADIUS_KM.min} to ${RADIUS_KM.max}`,
          }),
      )
      .optional(),
    /** Vendors that usually reply within this many hours (any, 1h, 24h, 48h). */
    max_response_hours: wholeNumber('max_response_hours', 1).optional(),
    /** Vendors with an open slot between these dates, and in these times of day. */
    available_from: isoDate('available_from'),
    available_to: isoDate('available_to'),
    time_slots: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
      .pipe(
        z
          .array(
            z.enum(TIME_SLOT_NAMES, {
              error: `time_slots must be among ${TIME_SLOT_NAMES.join(', ')}`,
            }),
          )
          .optional(),
      ),
    sort: z
      .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
      .default('relevance'),
  })
  .superRefine((query, ctx) => {
    refinePriceRange(query, ctx);
    if (query.available_from && query.available_to && query.available_to < query.available_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['available_to'],
        message: 'available_to must not be before available_from',
      });
    }
    if (query.radius_km !== undefined && !query.city) {
      ctx.addIssue({ code: 'custom', path: ['radius_km'], message: 'radius_km needs a city' });
    }
    if (query.sort === 'distance' && !query.city) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort by distance needs a city' });
    }
  });
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A vendor as the listings grid, the search page and the comparison read it (001 §3). */
export interface ListingCard {
  business_id: number;
  business_name: string;
  slug: string;
  thumbnail_url: string | null;
  rating: number;
  review_count: number;
  address: string;
  business_phone: string;
  business_email: string | null;
  no_of_workers: number;
  bio: string;
  business_description: string;
  business_type_id: number;
  business_type: string;
  city_id: number;
  business_city: string;
  business_area: string;
  is_verified: boolean;
  is_featured: boolean;
  min_price: number | null;
  max_price: number | null;
  no_of_packages: number;
  max_capacity: number;
  has_online_booking: boolean;
  has_instant_booking: boolean;
  response_time: string;
  portfolio_images: string[];
  distance_km: number | null;
  created_at: string;
}

export interface SearchResponse {
  businesses: ListingCard[];
  total_count: number;
  current_page: number;
  total_pages: number;
}
