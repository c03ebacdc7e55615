// The owner's side of booking requests (docs/product/business-desk.md#what-a-business-holds, docs/product/requests.md#calls, docs/product/resources.md#calls): query and body schemas the server
// validates with and the client's forms reuse, and the strict answers both sides read.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../domain/booking';
import { isIsoDate } from '../domain/dates';
import { PRICE_BASES } from '../domain/pricing';
import { fill, tx } from '../i18n/text';
import { bookingWeddingSchema, peopleCount } from './bookings';
import { deskPersonSchema } from './desk-activity';
import { positiveId } from './fields';
import { holdDaysField, holdFields } from './holds';

const status = z.enum(BOOKING_STATUSES, {
  error: fill(tx('status must be one of {statuses}'), { statuses: BOOKING_STATUSES.join(', ') }),
});

/** A query flag: true, 1 or yes (any case) is on; left out is off. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || /^(true|1|yes)$/i.test(String(value ?? '')));

export const businessBookingsQuerySchema = z.object({ status: status.optional() });

export const businessRequestsQuerySchema = z.object({
  status: status.optional(),
  past_events: flag,
});
export type BusinessRequestsQuery = z.input<typeof businessRequestsQuerySchema>;

const notes = z
  .string()
  .trim()
  .max(1000, { error: tx('Notes must be at most 1000 characters') })
  .nullish()
  .transform((value) => value || null);

/** The longest reason an owner gives for declining (docs/product/requests.md#declining-a-request). */
export const DECLINE_REASON_MAX = 500;

const reason = z
  .string()
  .trim()
  .max(DECLINE_REASON_MAX, {
    error: fill(tx('Reason must be at most {max} characters'), { max: DECLINE_REASON_MAX }),
  })
  .nullish()
  .transform((value) => value || null);

export const approveBookingSchema = z.object({
  hall_id: positiveId('hall_id').nullish(),
  worker_id: positiveId('worker_id').nullish(),
  notes,
  /** This booking's hold period instead of the business's (docs/product/payments.md#holding-a-date). */
  hold_days: holdDaysField.optional(),
});
export type ApproveBookingInput = z.input<typeof approveBookingSchema>;

export const declineBookingSchema = z.object({ reason });
export type DeclineBookingInput = z.input<typeof declineBookingSchema>;

export const bookingActionSchema = z.object({
  action: z.enum(['accept', 'decline'], { error: tx('action must be accept or decline') }),
  hall_id: positiveId('hall_id').nullish(),
  worker_id: positiveId('worker_id').nullish(),
  notes,
  reason,
  hold_days: holdDaysField.optional(),
});

export const assignWorkerSchema = z.object({ worker_id: positiveId('worker_id') });
export const assignHallSchema = z.object({ hall_id: positiveId('hall_id') });

/** PATCH /bookings/{id}/status: the owner's two answers, under either reading of each word. */
export const OWNER_STATUS_WORDS = {
  verified: 'accept',
  accepted: 'accept',
  approved: 'accept',
  confirmed: 'accept',
  declined: 'decline',
  rejected: 'decline',
} as const;
export const bookingStatusUpdateSchema = z.object({
  status: z.enum(Object.keys(OWNER_STATUS_WORDS) as [keyof typeof OWNER_STATUS_WORDS], {
    error: tx('status must be verified or declined'),
  }),
  reason,
});

export const bookingDetailsSchema = z
  .object({
    package_id: positiveId('package_id').nullish(),
    /** Checked against the booking's hall and package by the service (domain/people.ts). */
    number_of_people: peopleCount.optional(),
    message: z
      .string()
      .trim()
      .max(2000, { error: tx('Message must be at most 2000 characters') })
      .optional(),
    notes: notes.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: tx('Send at least one of package_id, number_of_people, message or notes'),
  });
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;

export const hallCheckParamsSchema = z.object({
  id: positiveId('id'),
  hallId: positiveId('hallId'),
});

const time = (field: string) =>
  z
    .string({ error: fill(tx('{field} must be a time written HH:MM'), { field }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
      error: fill(tx('{field} must be a time written HH:MM'), { field }),
    });

export const availableResourcesQuerySchema = z
  .object({
    date: z
      .string({ error: tx('date must be a date written YYYY-MM-DD') })
      .refine(isIsoDate, { error: tx('date must be a date written YYYY-MM-DD') }),
    startTime: time('startTime'),
    endTime: time('endTime'),
    excludeBookingId: positiveId('excludeBookingId').optional(),
  })
  .refine((query) => query.endTime > query.startTime, {
    path: ['endTime'],
    error: tx('End time must be after start time'),
  });
export type AvailableResourcesQuery = z.input<typeof availableResourcesQuerySchema>;

const id = z.number().int();

/**
 * A booking as the owner's screens read it (docs/product/requests.md#what-a-request-shows). `user` is null for a
 * booking with no customer account (the walk-ins of the calendar's issue).
 */
export const ownerBookingSchema = z.strictObject({
  booking_id: id,
  status: status,
  is_verified: z.boolean(),
  is_declined: z.boolean(),
  is_past: z.boolean(),
  slot: z.strictObject({
    slot_id: id,
    slot_name: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    /** The hall or team the slot belongs to, if any: the one an accept offers first. */
    worker_id: id.nullable(),
  }),
  user: z
    .strictObject({
      user_id: id,
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      mobile: z.string(),
    })
    .nullable(),
  /** A walk-in: no account, so no `user`; the owner typed who they are. */
  is_walkin: z.boolean(),
  walkin_customer: z
    .strictObject({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  message: z.string(),
  number_of_people: id,
  package_selected_id: id.nullable(),
  package_selected: z
    .strictObject({
      package_id: id,
      package_name: z.string(),
      price: z.number(),
      price_basis: z.enum(PRICE_BASES),
    })
    .nullable(),
  worker_assigned_id: id.nullable(),
  worker_assigned: z
    .strictObject({
      business_worker_entity_id: id,
      name: z.string(),
      capacity: id,
      worker_role: z.enum(['hall', 'worker']),
    })
    .nullable(),
  /** Where the event is (docs/product/calendar.md#where-an-event-is): the hall or team assigned,
   * else the slot's; null for neither. What the screens show; `worker_assigned` is what an
   * Assign starts from. */
  event_hall: z.strictObject({ worker_id: id, name: z.string() }).nullable(),
  event_type: z.strictObject({ event_name: z.string() }).nullable(),
  /** Package price × number of people (docs/product/texts.md#limits); 0 with no package. */
  total_amount: z.number(),
  decline_reason: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Who logged it at the desk and who last accepted or declined it
   * (docs/product/accounts.md#who-did-what); null for a customer's request and older rows. */
  created_by: deskPersonSchema,
  answered_by: deskPersonSchema,
  /** The wedding it is an event of (docs/product/weddings.md#the-owner-answers), if any. */
  wedding: bookingWeddingSchema,
  /** Its advance's deadline and its hold (docs/product/payments.md#holding-a-date). */
  ...holdFields,
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const ownerBookingListSchema = z.array(ownerBookingSchema);

/** GET /bookings/{id}/check-hall-availability/{hallId}. */
export const hallAvailabilitySchema = z.strictObject({
  hall_id: id,
  available: z.boolean(),
  /** The conflict's sentence when not available. */
  message: z.string().nullable(),
});
export type HallAvailability = z.infer<typeof hallAvailabilitySchema>;

/** GET /business/resources/available: each of the caller's active halls or workers. */
export const availableResourceSchema = z.strictObject({
  resource_id: id,
  business_worker_entity_id: id,
  name: z.string(),
  capacity: id,
  worker_role: z.enum(['hall', 'worker']),
  is_available: z.boolean(),
  conflict: z.string().nullable(),
});
export type AvailableResource = z.infer<typeof availableResourceSchema>;
export const availableResourceListSchema = z.array(availableResourceSchema);
