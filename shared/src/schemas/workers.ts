// Halls and workers (business_worker_entity, 002 §§2.3, 2.5, 3, 5, 7.1, 7.8) and the owner's
// packages and services (002 §§2.4, 2.6, 5, 7.9): what the owner sends and what comes back.
// The server validates with these; the owner's forms validate with the same schemas.
import { z } from 'zod';
import { numberFromText, optionalText, positiveId, requiredText } from './fields';
import { packageSchema, vendorServiceSchema } from './vendor-profile';

export const RESOURCE_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export const RESOURCE_STATUS_LABELS: Record<ResourceStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Maintenance',
};
export const RESOURCE_ROLES = ['hall', 'worker'] as const;
export type ResourceRole = (typeof RESOURCE_ROLES)[number];

export const RESOURCE_NAME_MAX = 100;
export const RESOURCE_CAPACITY_MAX = 100_000;
export const RESOURCE_LOCATION_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 500;
export const FEATURES_MAX = 20;
export const FEATURE_MAX = 60;
export const PACKAGE_NAME_MAX = 100;
export const PACKAGE_DESCRIPTION_MAX = 1000;
export const PACKAGE_PRICE_STEP = 100;
export const PACKAGE_PRICE_MAX = 100_000_000;
export const PACKAGE_HOURS_MAX = 24;
export const PACKAGE_GUESTS_MAX = 100_000;

// Baraat's texts: the spec gives the rules (002 §5) but not their messages.
export const RESOURCE_ERRORS = {
  nameRequired: 'Name is required',
  nameMax: `Name must be at most ${RESOURCE_NAME_MAX} characters`,
  capacityNumber: 'Capacity must be a whole number',
  capacityRequired: 'Capacity is required',
  capacityMin: 'Capacity must be at least 0',
  hallCapacityMin: 'Capacity must be at least 1',
  capacityMax: `Capacity must be at most ${RESOURCE_CAPACITY_MAX.toLocaleString('en-US')}`,
  emailInvalid: 'Please enter a valid email address',
  status: 'Status must be active, inactive or maintenance',
  locationMax: `Location must be at most ${RESOURCE_LOCATION_MAX} characters`,
  descriptionMax: `Description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
  featuresMax: `At most ${FEATURES_MAX} features`,
  featureMax: `Each feature must be at most ${FEATURE_MAX} characters`,
  /** 409 when a hall or worker holds accepted bookings from today on. */
  inUse: (noun: string, count: number) =>
    `This ${noun.toLowerCase()} has ${count} accepted upcoming booking${count === 1 ? '' : 's'} and cannot be deleted. Reassign or cancel ${count === 1 ? 'it' : 'them'} first.`,
  notFound: 'Hall or worker not found',
} as const;

export const PACKAGE_ERRORS = {
  nameRequired: 'Package name is required',
  nameMax: `Package name must be at most ${PACKAGE_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${PACKAGE_DESCRIPTION_MAX} characters`,
  priceRequired: 'Price is required',
  priceWhole: 'Price must be a whole number of rupees',
  priceMin: 'Price must be at least 0',
  priceMax: 'Price must be at most Rs 100,000,000',
  priceStep: 'Price must be in steps of 100 (e.g. 50,000 or 50,100)',
  hours: `Duration must be a whole number of hours from 1 to ${PACKAGE_HOURS_MAX}`,
  guests: `Max guests must be a whole number from 0 to ${PACKAGE_GUESTS_MAX.toLocaleString('en-US')}`,
  notFound: 'Package not found',
} as const;

export const SERVICE_ERRORS = {
  typeRequired: 'Please select a service',
  wrongType: "This service is not offered for your business's type",
  notFound: 'Service not found',
} as const;

/** A whole number in a range, from JSON or a form's text; blank or missing is `required`. */
function boundedWhole(messages: { required: string; whole: string; min: string; max: string }) {
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
      error: 'Features must be a list of texts',
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

/** A worker (or vehicle, or team member): name required, capacity 0 or more (002 §5). */
export const workerInputSchema = z.object({ ...newResource, capacity: capacity(0).default(0) });
/** A hall: the hall form's capacity is required and at least 1 (002 §5). */
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
    .preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z.enum(RESOURCE_ROLES, { error: 'type must be hall or worker' }).optional(),
    )
    .optional(),
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
  is_popular: z.boolean({ error: 'is_popular must be true or false' }),
};

/** One description out of description / package_desc (left out: undefined). */
function oneDescription<
  T extends { description?: string | null | undefined; package_desc?: string | null | undefined },
>({ package_desc, description, ...rest }: T) {
  const text = description !== undefined ? description : package_desc;
  return { ...rest, description: text === undefined ? undefined : (text ?? '') };
}

/** A new package (002 §§2.4, 5); duration and guests default as the comparison shows them. */
export const packageInputSchema = z
  .object({
    ...packageFields,
    duration_hours: packageFields.duration_hours.default(6),
    max_guests: packageFields.max_guests.default(100),
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

/** POST /business/{id}/services. */
export const addServiceSchema = z.object({
  service_type_id: z.preprocess(
    numberFromText,
    z
      .number({ error: SERVICE_ERRORS.typeRequired })
      .int({ error: SERVICE_ERRORS.typeRequired })
      .positive({ error: SERVICE_ERRORS.typeRequired }),
  ),
});
export const businessServiceSchema = vendorServiceSchema;
export type BusinessService = z.infer<typeof businessServiceSchema>;
export const businessServiceListSchema = z.array(businessServiceSchema);

/** /business/{id}/packages/{pid}. */
export const packagePathSchema = z.object({ id: positiveId('id'), pid: positiveId('pid') });
