// Query of GET /api/listings/search (docs/product/discovery.md#calls and the /search page's filters).
// The server validates with it; the listings and search screens build their URLs from it.
import { z } from 'zod';
import { SEARCH_FILTER_TEXT } from '../constants/search-filters';
import { fill, tx } from '../i18n/text';
import { pageInfoFields } from './common';
import {
  applyPage,
  minRating,
  numberFromText,
  pageFields,
  refinePriceRange,
  wholeNumber,
} from './fields';
import { businessSchema } from './vendor-profile';

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

/** The advanced search's time-of-day windows (docs/product/discovery.md#advanced-search), in local 24-hour times. */
export const TIME_SLOTS = {
  morning: { label: tx('Morning 6 AM-12 PM'), from: '06:00', to: '12:00' },
  afternoon: { label: tx('Afternoon 12-6 PM'), from: '12:00', to: '18:00' },
  evening: { label: tx('Evening 6 PM-12 AM'), from: '18:00', to: '24:00' },
  late_night: { label: tx('Late Night 12-6 AM'), from: '00:00', to: '06:00' },
} as const;
export type TimeSlotName = keyof typeof TIME_SLOTS;
const TIME_SLOT_NAMES = Object.keys(TIME_SLOTS) as [TimeSlotName, ...TimeSlotName[]];

const isoDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: fill(tx('{field} must be a date written YYYY-MM-DD'), { field }),
    })
    .optional();
export const TEXT_MAX = 100;

const flag = (field: string) =>
  z
    .enum(['true', 'false', '1', '0'], {
      error: fill(tx('{field} must be true or false'), { field }),
    })
    .transform((value) => value === 'true' || value === '1')
    .optional();

/** 'all' or blank means no filter (docs/product/discovery.md#filters-and-their-fallbacks: type and city are sent only when not 'all'). */
const optionalName = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => (!value || value.toLowerCase() === 'all' ? undefined : value));

export const searchQuerySchema = z
  .object({
    type: optionalName.meta({ description: "A business type, by name or id; 'all' for any." }),
    city: optionalName.meta({ description: "A city, by name or id; 'all' for any." }),
    text: z
      .string()
      .trim()
      .max(TEXT_MAX, {
        error: fill(tx('text must be at most {max} characters'), { max: TEXT_MAX }),
      })
      .optional()
      .transform((value) => value || undefined),
    // Larger pages are capped rather than refused.
    ...pageFields(),
    min_price: wholeNumber('min_price', 0, SEARCH_FILTER_TEXT.minPrice).optional(),
    max_price: wholeNumber('max_price', 0, SEARCH_FILTER_TEXT.maxPrice).optional(),
    min_rating: minRating.optional(),
    verified: flag('verified'),
    online_booking: flag('online_booking'),
    instant_booking: flag('instant_booking'),
    package_deals: flag('package_deals'),
    radius_km: z
      .preprocess(
        numberFromText,
        z
          .number({
            error: fill(tx('radius_km must be from {min} to {max}'), {
              min: RADIUS_KM.min,
              max: RADIUS_KM.max,
            }),
          })
          .min(RADIUS_KM.min, {
            error: fill(tx('radius_km must be from {min} to {max}'), {
              min: RADIUS_KM.min,
              max: RADIUS_KM.max,
            }),
          })
          .max(RADIUS_KM.max, {
            error: fill(tx('radius_km must be from {min} to {max}'), {
              min: RADIUS_KM.min,
              max: RADIUS_KM.max,
            }),
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
              error: fill(tx('time_slots must be among {names}'), {
                names: TIME_SLOT_NAMES.join(', '),
              }),
            }),
          )
          .optional(),
      )
      .meta({ description: `Times of day, separated by commas: ${TIME_SLOT_NAMES.join(', ')}.` }),
    sort: z
      .enum(SEARCH_SORTS, {
        error: fill(tx('sort must be one of {sorts}'), { sorts: SEARCH_SORTS.join(', ') }),
      })
      .default('relevance'),
  })
  .superRefine((query, ctx) => {
    refinePriceRange(query, ctx);
    if (query.available_from && query.available_to && query.available_to < query.available_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['available_to'],
        message: tx('available_to must not be before available_from'),
      });
    }
    if (query.radius_km !== undefined && !query.city) {
      ctx.addIssue({ code: 'custom', path: ['radius_km'], message: tx('radius_km needs a city') });
    }
    if (query.sort === 'distance' && !query.city) {
      ctx.addIssue({
        code: 'custom',
        path: ['sort'],
        message: tx('sort by distance needs a city'),
      });
    }
  })
  .transform(applyPage);
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

const id = z.number().int();

/** A vendor as the listings grid, the search page and the comparison read it (docs/product/booking.md#what-a-booking-holds). */
export const listingCardSchema = z.strictObject({
  business_id: id,
  business_name: z.string(),
  slug: z.string(),
  thumbnail_url: z.string().nullable(),
  rating: z.number(),
  review_count: id,
  address: z.string(),
  business_phone: z.string(),
  business_email: z.string().nullable(),
  no_of_workers: id,
  bio: z.string(),
  business_description: z.string(),
  business_type_id: id,
  business_type: z.string(),
  city_id: id,
  business_city: z.string(),
  business_area: z.string(),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  no_of_packages: id,
  max_capacity: id,
  has_online_booking: z.boolean(),
  has_instant_booking: z.boolean(),
  response_time: z.string(),
  portfolio_images: z.array(z.string()),
  /** The words of the vendor's services' and packages' names, each once, in order: what
   * search matches besides its name and type, kept with the card so the device finds it
   * offline as the server does online. */
  offer_words: z.array(z.string()),
  distance_km: z.number().nullable(),
  created_at: z.string(),
});
listingCardSchema.register(z.globalRegistry, { id: 'ListingCard' });
export type ListingCard = z.infer<typeof listingCardSchema>;

export const searchResponseSchema = z.strictObject({
  businesses: z.array(listingCardSchema),
  ...pageInfoFields,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/listings: the newest businesses, this many to a page by default. */
export const LATEST_LISTINGS_PAGE_SIZE = 10;
export const latestListingsQuerySchema = z
  .object(pageFields(LATEST_LISTINGS_PAGE_SIZE))
  .transform(applyPage);

/** GET /api/listings: the newest businesses, a page at a time. */
export const latestListingsResponseSchema = z.strictObject({
  businesses: z.array(businessSchema),
  ...pageInfoFields,
});
export type LatestListingsResponse = z.infer<typeof latestListingsResponseSchema>;
