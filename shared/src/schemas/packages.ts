// Query and answer of GET /api/packages/search, the real packages behind package comparison
// (docs/product/discovery.md#package-comparison; docs/product/decisions.md#the-decisions-at-a-glance). The server validates with the schema;
// the comparison screen builds its request from it.
import { z } from 'zod';
import { SEARCH_FILTER_TEXT } from '../constants/search-filters';
import { fill, tx } from '../i18n/text';
import { pageInfoFields } from './common';
import { applyPage, minRating, pageFields, refinePriceRange, wholeNumber } from './fields';
import { packageSchema } from './vendor-profile';

export const PACKAGE_SORTS = ['price-asc', 'price-desc', 'rating', 'popularity'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** The package page's price filter and its fallbacks for input that is not a number (docs/product/discovery.md#filters-and-their-fallbacks). */
export const PACKAGE_PRICE_DEFAULTS = { min: 0, max: 500_000 } as const;
/** Minimum rating options of the package page besides Any (docs/product/texts.md#limits). */
export const PACKAGE_MIN_RATINGS = [3, 4, 4.5] as const;
/** Package page size (docs/product/texts.md#limits). */
export const PACKAGE_PAGE_SIZE = 12;
/** At most this many packages side by side (docs/product/discovery.md#filters-and-their-fallbacks). */
export const PACKAGE_COMPARE_MAX = 4;
/** Availability looks at the open slots of the next 30 days; up to 3 of them is "limited". */
export const AVAILABILITY_WINDOW_DAYS = 30;
export const LIMITED_AVAILABILITY_MAX = 3;

/** A blank parameter counts as left out. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A business type or city, by name (any case) or id; 'all' or blank means no filter. */
const optionalName = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => (!value || value.toLowerCase() === 'all' ? undefined : value));

export const packageSearchQuerySchema = z
  .object({
    category: optionalName.meta({ description: "A business type, by name or id; 'all' for any." }),
    city: optionalName.meta({ description: "A city, by name or id; 'all' for any." }),
    min_price: z.preprocess(
      blankAsMissing,
      wholeNumber('min_price', 0, SEARCH_FILTER_TEXT.minPrice).optional(),
    ),
    max_price: z.preprocess(
      blankAsMissing,
      wholeNumber('max_price', 0, SEARCH_FILTER_TEXT.maxPrice).optional(),
    ),
    min_rating: z.preprocess(blankAsMissing, minRating.optional()),
    /** Packages that fit at least this many guests. */
    max_guests: z.preprocess(
      blankAsMissing,
      wholeNumber('max_guests', 0, SEARCH_FILTER_TEXT.maxGuests).optional(),
    ),
    sort: z
      .enum(PACKAGE_SORTS, {
        error: fill(tx('sort must be one of {sorts}'), { sorts: PACKAGE_SORTS.join(', ') }),
      })
      .default('popularity'),
    // Larger pages are capped rather than refused.
    ...pageFields(),
  })
  .superRefine(refinePriceRange)
  .transform(applyPage);
export type PackageSearchQueryInput = z.input<typeof packageSearchQuerySchema>;
export type PackageSearchQuery = z.output<typeof packageSearchQuerySchema>;

export const PACKAGE_AVAILABILITIES = ['available', 'limited', 'unavailable'] as const;
export type PackageAvailability = (typeof PACKAGE_AVAILABILITIES)[number];

/** A package with its vendor, as the comparison lists and compares it (docs/product/booking.md#what-a-booking-holds). */
export const packageCardSchema = packageSchema.extend({
  business_name: z.string(),
  business_slug: z.string(),
  business_city: z.string(),
  business_rating: z.number(),
  business_phone: z.string(),
  /** The business type's name. */
  category: z.string(),
  /** From the vendor's open slots in the next 30 days: none, 1 to 3, or more. */
  availability_status: z.enum(PACKAGE_AVAILABILITIES),
  /** Days from today to the vendor's first open slot; null when it has none. */
  advance_booking_days: z.number().int().nullable(),
});
packageCardSchema.register(z.globalRegistry, { id: 'PackageCard' });
export type PackageCard = z.infer<typeof packageCardSchema>;

export const packageSearchResponseSchema = z.strictObject({
  packages: z.array(packageCardSchema),
  ...pageInfoFields,
});
export type PackageSearchResponse = z.infer<typeof packageSearchResponseSchema>;
