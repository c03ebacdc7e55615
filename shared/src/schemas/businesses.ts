// GET /api/businesses/search: the customer dashboard's vendor search (docs/product/booking.md#dashboard-search:
// max budget an integer, min rating a decimal). City and service type are names from the
// dashboard's lists (constants/catalog.ts) or 'all'.
import { z } from 'zod';
import { ADDRESS_MAX, BIO_MAX, BUSINESS_NAME_MAX } from '../constants/limits';
import { VALIDATION } from '../constants/messages';
import { SEARCH_FILTER_TEXT } from '../constants/search-filters';
import { HOLD_TEXTS } from '../domain/holds';
import { fill, tx } from '../i18n/text';
import { businessTypeRefSchema, pageInfoFields } from './common';
import {
  applyPage,
  minRating,
  pageFields,
  pakistaniPhone,
  requiredText,
  wholeNumber,
} from './fields';
import { holdDaysField } from './holds';
import { packageSchema, vendorProfileSchema } from './vendor-profile';

export const dashboardSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    city: z.string().trim().max(60).optional(),
    service_type: z.string().trim().max(60).optional(),
    min_rating: minRating.optional(),
    max_price: wholeNumber('max_price', 0, SEARCH_FILTER_TEXT.maxBudget).optional(),
    ...pageFields(),
  })
  .transform(applyPage);
export type DashboardSearchQuery = z.output<typeof dashboardSearchQuerySchema>;

const id = z.number().int();

/** A vendor as the dashboard search answers it (docs/product/booking.md#dashboard-search). */
export const dashboardBusinessSchema = z.strictObject({
  business_id: id,
  business_name: z.string(),
  slug: z.string(),
  address: z.string(),
  city: z.string(),
  business_type: z.string(),
  rating: z.number(),
  review_count: id,
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  services: z.array(z.strictObject({ name: z.string() })),
  packages: z.array(packageSchema),
  contact_phone: z.string(),
  contact_email: z.string().nullable(),
  /** Saved by the signed-in customer; false for guests and owners. */
  is_favorited: z.boolean(),
});
dashboardBusinessSchema.register(z.globalRegistry, { id: 'DashboardBusiness' });
export type DashboardBusiness = z.infer<typeof dashboardBusinessSchema>;

export const dashboardSearchResponseSchema = z.strictObject({
  businesses: z.array(dashboardBusinessSchema),
  ...pageInfoFields,
});
export type DashboardSearchResponse = z.infer<typeof dashboardSearchResponseSchema>;

/** GET /api/businesses/{id}: the public profile with the contact fields the dashboard reads. */
export const businessDetailsSchema = vendorProfileSchema.extend({
  contact_phone: z.string(),
  contact_email: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** GET /api/business/my-business: the signed-in owner's business (docs/product/business-desk.md#what-a-business-holds). */
export const ownedBusinessSchema = z.strictObject({
  business_id: id,
  user_business_mapping_id: id,
  business_name: z.string(),
  slug: z.string(),
  bio: z.string(),
  address: z.string(),
  business_phone: z.string(),
  business_email: z.string().nullable(),
  website: z.string().nullable(),
  facebook_page: z.string().nullable(),
  instagram_page: z.string().nullable(),
  city_id: id,
  city_name: z.string(),
  rating: z.number(),
  review_count: id,
  no_of_workers: id,
  max_capacity: id,
  is_verified: z.boolean(),
  is_deleted: z.boolean(),
  created_at: z.string(),
  modified_at: z.string(),
  business_type: businessTypeRefSchema,
  user_business_mapping: z.strictObject({
    user_business_mapping_id: id,
    business_type: businessTypeRefSchema,
  }),
  /** How long an accepted booking is held for its advance, in days (0: never), and that
   * advance as a percentage of its total (docs/product/payments.md#holding-a-date). */
  hold_days: z.number().int(),
  advance_percent: z.number().int(),
});
ownedBusinessSchema.register(z.globalRegistry, { id: 'MyBusiness' });
export type MyBusiness = z.infer<typeof ownedBusinessSchema>;

/** The longest website or social page address an owner may save (Baraat: the spec has none). */
export const BUSINESS_LINK_MAX = 200;

/** The edit form's field messages the spec leaves open (docs/product/texts.md#limits gives only the limits). */
export const BUSINESS_EDIT_TEXT = {
  bioMax: fill(tx('Bio must be at most {max} characters'), { max: BIO_MAX }),
  linkInvalid: tx('Please enter a full web address starting with http:// or https://'),
  linkMax: fill(tx('Web addresses must be at most {max} characters'), { max: BUSINESS_LINK_MAX }),
} as const;

const webLink = z.httpUrl();

/**
 * A field the owner may clear. Left out of the payload it stays as it is (undefined); blank
 * or null clears it, to `cleared` ('' for the NOT NULL text columns, null for the links).
 */
function clearable<T extends '' | null>(field: z.ZodString, cleared: T) {
  return field
    .nullish()
    .transform((value) =>
      value === undefined ? undefined : value === null || value === '' ? cleared : value,
    );
}

/** A website or social page: http or https only, so a link can never run script. */
const link = clearable(
  z
    .string()
    .trim()
    .max(BUSINESS_LINK_MAX, { error: BUSINESS_EDIT_TEXT.linkMax, abort: true })
    .refine((value) => value === '' || webLink.safeParse(value).success, {
      error: BUSINESS_EDIT_TEXT.linkInvalid,
    }),
  null,
);

/**
 * PUT /api/business/{id}: the business edit payload (docs/product/business-desk.md#what-a-business-holds), validated by the server and
 * the edit form alike. Only the name is required by the spec; the phone, when sent, must be a
 * Pakistani number and may not be blanked (Baraat: sign-up requires one and customers call it).
 */
export const businessEditSchema = z.object({
  business_name: requiredText(
    VALIDATION.businessNameRequired,
    BUSINESS_NAME_MAX,
    VALIDATION.businessNameMax,
  ),
  address: clearable(
    z.string().trim().max(ADDRESS_MAX, { error: VALIDATION.businessAddressMax }),
    '',
  ),
  business_phone: pakistaniPhone(VALIDATION.businessPhoneRequired).optional(),
  website: link,
  bio: clearable(z.string().trim().max(BIO_MAX, { error: BUSINESS_EDIT_TEXT.bioMax }), ''),
  facebook_page: link,
  instagram_page: link,
  hold_days: holdDaysField.optional(),
  advance_percent: z
    .number({ error: HOLD_TEXTS.advanceWhole })
    .int({ error: HOLD_TEXTS.advanceWhole })
    .min(0, { error: HOLD_TEXTS.advanceRange })
    .max(100, { error: HOLD_TEXTS.advanceRange })
    .optional(),
});
export type BusinessEditInput = z.input<typeof businessEditSchema>;
export type BusinessEdit = z.output<typeof businessEditSchema>;

/** GET /api/business/{id}/owner: who to address a vendor's messages to (docs/product/accounts.md#calls). */
export const businessOwnerSchema = z.strictObject({
  business_id: id,
  owner_user_id: id,
});
export type BusinessOwner = z.infer<typeof businessOwnerSchema>;
