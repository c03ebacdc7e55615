// Halls and workers (business_worker_entity, docs/product/resources.md#halls-and-teams, docs/product/business-desk.md#what-a-business-holds, docs/product/texts.md#limits, docs/product/resources.md#calls): what the owner
// sends and what comes back. The server validates with these; the owner's forms validate
// with the same schemas.
import { z } from 'zod';
import { fill, tx } from '../i18n/text';
import { numberFromText, optionalText, requiredText } from './fields';

export const RESOURCE_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export const RESOURCE_STATUS_LABELS: Record<ResourceStatus, string> = {
  active: tx('Active'),
  inactive: tx('Inactive'),
  maintenance: tx('Maintenance'),
};
export const RESOURCE_ROLES = ['hall', 'worker'] as const;
export type ResourceRole = (typeof RESOURCE_ROLES)[number];

export const RESOURCE_NAME_MAX = 100;
export const RESOURCE_CAPACITY_MAX = 100_000;
export const RESOURCE_LOCATION_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 500;
export const FEATURES_MAX = 20;
export const FEATURE_MAX = 60;

// Baraat's texts: the spec gives the rules (docs/product/texts.md#limits) but not their messages.
export const RESOURCE_ERRORS = {
  nameRequired: tx('Name is required'),
  nameMax: fill(tx('Name must be at most {max} characters'), { max: RESOURCE_NAME_MAX }),
  capacityNumber: tx('Capacity must be a whole number'),
  capacityRequired: tx('Capacity is required'),
  capacityMin: tx('Capacity must be at least 0'),
  hallCapacityMin: tx('Capacity must be at least 1'),
  capacityMax: fill(tx('Capacity must be at most {max}'), {
    max: RESOURCE_CAPACITY_MAX.toLocaleString('en-US'),
  }),
  emailInvalid: tx('Please enter a valid email address'),
  status: tx('Status must be active, inactive or maintenance'),
  locationMax: fill(tx('Location must be at most {max} characters'), {
    max: RESOURCE_LOCATION_MAX,
  }),
  descriptionMax: fill(tx('Description must be at most {max} characters'), {
    max: RESOURCE_DESCRIPTION_MAX,
  }),
  featuresMax: fill(tx('At most {max} features'), { max: FEATURES_MAX }),
  featureMax: fill(tx('Each feature must be at most {max} characters'), { max: FEATURE_MAX }),
  /** 409 when a hall or worker holds accepted bookings from today on. */
  inUse: (noun: string, count: number) =>
    count === 1
      ? fill(
          tx(
            'This {noun} has 1 accepted upcoming booking and cannot be deleted. Reassign or cancel it first.',
          ),
          { noun: noun.toLowerCase() },
        )
      : fill(
          tx(
            'This {noun} has {count} accepted upcoming bookings and cannot be deleted. Reassign or cancel them first.',
          ),
          { noun: noun.toLowerCase(), count },
        ),
  notFound: tx('Hall or worker not found'),
} as const;

/** A whole number in a range, from JSON or a form's text; blank or missing is `required`. */
export function boundedWhole(messages: {
  required: string;
  whole: string;
  min: string;
  max: string;
}) {
  return (min: number, max: number) =>
    z.preprocess(
      (value) => (value === '' || value === null ? undefined : numberFromText(value)),
      z
        .number({
          error: (issue) => (issue.input === undefined ? messages.required : messages.whole),
        })
        .int({ error: messages.whole })
        .min(min, { error: messages.min })
        .max(max, { error: messages.max }),
    );
}

/** A list of short texts; blanks are dropped, so an empty line in a form is not a feature. */
export const featuresField = z
  .array(
    z
      .string({ error: RESOURCE_ERRORS.featureMax })
      .trim()
      .max(FEATURE_MAX, { error: RESOURCE_ERRORS.featureMax }),
    {
      error: tx('Features must be a list of texts'),
    },
  )
  .transform((items) => items.filter((item) => item !== ''))
  .pipe(z.array(z.string()).max(FEATURES_MAX, { error: RESOURCE_ERRORS.featuresMax }));

function capacity(min: 0 | 1) {
  return boundedWhole({
    required: RESOURCE_ERRORS.capacityRequired,
    whole: RESOURCE_ERRORS.capacityNumber,
    min: min === 1 ? RESOURCE_ERRORS.hallCapacityMin : RESOURCE_ERRORS.capacityMin,
    max: RESOURCE_ERRORS.capacityMax,
  })(min, RESOURCE_CAPACITY_MAX);
}

const resourceFields = {
  name: requiredText(RESOURCE_ERRORS.nameRequired, RESOURCE_NAME_MAX, RESOURCE_ERRORS.nameMax),
  worker_email: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: RESOURCE_ERRORS.emailInvalid,
    })
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  status: z.enum(RESOURCE_STATUSES, { error: RESOURCE_ERRORS.status }),
  location: optionalText(RESOURCE_LOCATION_MAX, RESOURCE_ERRORS.locationMax),
  description: optionalText(RESOURCE_DESCRIPTION_MAX, RESOURCE_ERRORS.descriptionMax),
  features: featuresField,
};
const newResource = {
  ...resourceFields,
  status: resourceFields.status.default('active'),
  features: featuresField.default([]),
};

/** A worker (or vehicle, or team member): name required, capacity 0 or more (docs/product/texts.md#limits). */
export const workerInputSchema = z.object({ ...newResource, capacity: capacity(0).default(0) });
/** A hall: the hall form's capacity is required and at least 1 (docs/product/texts.md#limits). */
export const hallInputSchema = z.object({ ...newResource, capacity: capacity(1) });
export type ResourceInput = z.output<typeof workerInputSchema>;
export type ResourceFormInput = z.input<typeof hallInputSchema>;

/**
 * PUT: the fields sent replace the stored ones, the others stay (the spec's worker modal
 * sends only Name and Capacity; the hall form sends them all).
 */
export const workerUpdateSchema = z.object({ ...resourceFields, capacity: capacity(0) }).partial();
export const hallUpdateSchema = z.object({ ...resourceFields, capacity: capacity(1) }).partial();
export type ResourceUpdate = z.output<typeof workerUpdateSchema>;

export const resourceStatusInputSchema = z.object({
  status: z.enum(RESOURCE_STATUSES, { error: RESOURCE_ERRORS.status }),
});

/** ?type= of the resources reading: hall or worker; blank or 'all' is every one. */
export const resourceListQuerySchema = z.object({
  type: z
    .enum([...RESOURCE_ROLES, 'all', ''], { error: tx('type must be hall or worker') })
    .optional()
    .transform((type) => (type === 'all' || type === '' ? undefined : type)),
});

const id = z.number().int();

/** One hall or worker, under both of the spec's readings (business_worker_entity, resource). */
export const resourceSchema = z.strictObject({
  business_worker_entity_id: id,
  resource_id: id,
  business_id: id,
  name: z.string(),
  capacity: z.number().int(),
  worker_role: z.enum(RESOURCE_ROLES),
  type: z.enum(RESOURCE_ROLES),
  worker_email: z.string().nullable(),
  status: z.enum(RESOURCE_STATUSES),
  is_active: z.boolean(),
  location: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  created_at: z.string(),
  modified_at: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourceListSchema = z.array(resourceSchema);
