// The owner's packages (docs/product/resources.md#packages, docs/product/texts.md#limits, docs/product/resources.md#calls): what the add form and the inline edit send. The
// answers are the one package shape the profile and the comparison show (vendor-profile.ts).
import { z } from 'zod';
import { DEFAULT_PRICE_BASIS, PRICE_BASES } from '../domain/pricing';
import { fill, tx } from '../i18n/text';
import { optionalText, positiveId, requiredText } from './fields';
import { packageSchema } from './vendor-profile';
import { boundedWhole, featuresField } from './workers';

export const PACKAGE_NAME_MAX = 100;
export const PACKAGE_DESCRIPTION_MAX = 1000;
export const PACKAGE_PRICE_STEP = 100;
export const PACKAGE_PRICE_MAX = 100_000_000;
export const PACKAGE_HOURS_MAX = 24;
export const PACKAGE_GUESTS_MAX = 100_000;
/** A new package's duration and guests when the owner leaves them out (0 guests: no limit). */
export const PACKAGE_DURATION_DEFAULT_HOURS = 6;
export const PACKAGE_GUESTS_DEFAULT = 100;

// Baraat's texts: the spec gives the rules (docs/product/texts.md#limits) but not their messages.
export const PACKAGE_ERRORS = {
  nameRequired: tx('Package name is required'),
  nameMax: fill(tx('Package name must be at most {max} characters'), { max: PACKAGE_NAME_MAX }),
  descriptionMax: fill(tx('Description must be at most {max} characters'), {
    max: PACKAGE_DESCRIPTION_MAX,
  }),
  priceRequired: tx('Price is required'),
  priceWhole: tx('Price must be a whole number of rupees'),
  priceMin: tx('Price must be at least 0'),
  priceMax: tx('Price must be at most Rs 100,000,000'),
  priceStep: tx('Price must be in steps of 100 (e.g. 50,000 or 50,100)'),
  priceBasis: tx('Price basis must be per_person or per_event'),
  hours: fill(tx('Duration must be a whole number of hours from 1 to {max}'), {
    max: PACKAGE_HOURS_MAX,
  }),
  guests: fill(tx('Max guests must be a whole number from 0 to {max}'), {
    max: PACKAGE_GUESTS_MAX.toLocaleString('en-US'),
  }),
  notFound: tx('Package not found'),
} as const;

const price = boundedWhole({
  required: PACKAGE_ERRORS.priceRequired,
  whole: PACKAGE_ERRORS.priceWhole,
  min: PACKAGE_ERRORS.priceMin,
  max: PACKAGE_ERRORS.priceMax,
})(0, PACKAGE_PRICE_MAX).refine((value) => value % PACKAGE_PRICE_STEP === 0, {
  error: PACKAGE_ERRORS.priceStep,
});

const packageFields = {
  package_name: requiredText(PACKAGE_ERRORS.nameRequired, PACKAGE_NAME_MAX, PACKAGE_ERRORS.nameMax),
  description: optionalText(PACKAGE_DESCRIPTION_MAX, PACKAGE_ERRORS.descriptionMax),
  /** The spec's name for description; either may be sent. */
  package_desc: optionalText(PACKAGE_DESCRIPTION_MAX, PACKAGE_ERRORS.descriptionMax),
  price,
  price_basis: z.enum(PRICE_BASES, { error: PACKAGE_ERRORS.priceBasis }),
  duration_hours: boundedWhole({
    required: PACKAGE_ERRORS.hours,
    whole: PACKAGE_ERRORS.hours,
    min: PACKAGE_ERRORS.hours,
    max: PACKAGE_ERRORS.hours,
  })(1, PACKAGE_HOURS_MAX),
  max_guests: boundedWhole({
    required: PACKAGE_ERRORS.guests,
    whole: PACKAGE_ERRORS.guests,
    min: PACKAGE_ERRORS.guests,
    max: PACKAGE_ERRORS.guests,
  })(0, PACKAGE_GUESTS_MAX),
  features: featuresField,
  is_popular: z.boolean({ error: tx('is_popular must be true or false') }),
};

/** One description out of description / package_desc (left out: undefined). */
function oneDescription<
  T extends { description?: string | null | undefined; package_desc?: string | null | undefined },
>({ package_desc, description, ...rest }: T) {
  const text = description !== undefined ? description : package_desc;
  return { ...rest, description: text === undefined ? undefined : (text ?? '') };
}

/** A new package (docs/product/resources.md#packages, docs/product/texts.md#limits); duration and guests default as the comparison shows them. */
export const packageInputSchema = z
  .object({
    ...packageFields,
    price_basis: packageFields.price_basis.default(DEFAULT_PRICE_BASIS),
    duration_hours: packageFields.duration_hours.default(PACKAGE_DURATION_DEFAULT_HOURS),
    max_guests: packageFields.max_guests.default(PACKAGE_GUESTS_DEFAULT),
    features: featuresField.default([]),
    is_popular: packageFields.is_popular.default(false),
  })
  .transform(({ package_desc, description, ...rest }) => ({
    ...rest,
    description: description ?? package_desc ?? '',
  }));
export type PackageInput = z.output<typeof packageInputSchema>;
export type PackageFormInput = z.input<typeof packageInputSchema>;

/** PUT: the fields sent replace the stored ones, the others stay. */
export const packageUpdateSchema = z.object(packageFields).partial().transform(oneDescription);
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

export const packageListSchema = z.array(packageSchema);

/** /business/{id}/packages/{pid}. */
export const packagePathSchema = z.object({ id: positiveId('id'), pid: positiveId('pid') });
