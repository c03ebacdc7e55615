// POST /api/bookings (docs/product/booking.md#calls; the alternate reading of the
// profile's form is accepted too). The customer comes from the token, never the body.
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  BOOKINGS_PAGE_STATUSES,
  DASHBOARD_STATUSES,
  PEOPLE_MIN,
} from '../domain/booking';
import { PEOPLE_MAX, PEOPLE_TEXTS } from '../domain/people';
import { PRICE_BASES } from '../domain/pricing';
import { fill, tx } from '../i18n/text';
import { numberFromText, positiveId } from './fields';
import { holdFields } from './holds';

/**
 * A number of people as every booking write takes it: a whole number from 1 to 5,000. The
 * hall's and the package's limits need the database, so the services check them
 * (domain/people.ts).
 */
export const peopleCount = z.preprocess(
  numberFromText,
  z
    .number({ error: PEOPLE_MIN })
    .int({ error: PEOPLE_MIN })
    .min(1, { error: PEOPLE_MIN })
    .max(PEOPLE_MAX, { error: PEOPLE_TEXTS.max }),
);

export const createBookingSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const body = raw as Record<string, unknown>;
    return {
      ...body,
      package_selected_id: body.package_selected_id ?? body.package_id ?? undefined,
      number_of_people: body.number_of_people ?? body.guest_count,
      // The document's own field is taken too, not only the profile form's `event_type`.
      event_type_text: typeof body.event_type === 'string' ? body.event_type : body.event_type_text,
    };
  },
  z.object({
    slot_id: positiveId('slot_id'),
    user_business_mapping_id: positiveId('user_business_mapping_id').optional(),
    event_type_id: positiveId('event_type_id').nullish(),
    event_type_text: z.string().trim().max(60).optional(),
    package_selected_id: positiveId('package_selected_id').nullish(),
    worker_assigned_id: positiveId('worker_assigned_id').nullish(),
    /** 1 when neither it nor guest_count is sent: optional in the API document too. */
    number_of_people: peopleCount.default(1),
    message: z
      .string()
      .trim()
      .max(2000, { error: tx('Message must be at most 2000 characters') })
      .default(''),
    customer_name: z.string().trim().max(100).optional(),
    customer_email: z.string().trim().max(254).optional(),
    customer_phone: z.string().trim().max(30).optional(),
  }),
);
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const myBookingsQuerySchema = z.object({
  status: z
    .enum(BOOKING_STATUSES, {
      error: fill(tx('status must be one of {statuses}'), {
        statuses: BOOKING_STATUSES.join(', '),
      }),
    })
    .optional(),
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: tx('date_from must be a date written YYYY-MM-DD') })
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: tx('date_to must be a date written YYYY-MM-DD') })
    .optional(),
});

const id = z.number().int();

/** POST /api/bookings: the new request, pending until the owner answers. */
export const createBookingResponseSchema = z.strictObject({
  booking_id: id,
  status: z.literal('pending'),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** The wedding a booking belongs to, on the booking's own answers (grouping on Booking Requests:
 * docs/product/weddings.md#the-owner-answers). Here, not in weddings.ts, which reads this file. */
export const bookingWeddingSchema = z
  .strictObject({ wedding_id: id, title: z.string() })
  .nullable();
export type BookingWedding = z.infer<typeof bookingWeddingSchema>;

/** A booking as the customer's screens read it (docs/product/booking.md#what-a-booking-holds), with each
 * screen's status word computed by domain/booking.ts. */
export const customerBookingSchema = z.strictObject({
  booking_id: id,
  status: z.enum(BOOKING_STATUSES),
  dashboard_status: z.enum(DASHBOARD_STATUSES),
  page_status: z.enum(BOOKINGS_PAGE_STATUSES),
  is_verified: z.boolean(),
  is_declined: z.boolean(),
  is_booked: z.boolean(),
  is_past: z.boolean(),
  created_at: z.string(),
  /** When the vendor accepted or declined, or the customer withdrew; null while pending. */
  decided_at: z.string().nullable(),
  message: z.string(),
  decline_reason: z.string().nullable(),
  number_of_people: id,
  business_id: id,
  business_name: z.string(),
  business_address: z.string(),
  business_phone: z.string(),
  business_owner_id: id,
  business_owner_name: z.string(),
  business: z.strictObject({
    business_id: id,
    business_name: z.string(),
    slug: z.string(),
    address: z.string(),
    business_phone: z.string(),
    /** Which of two vendors of one name (docs/product/discovery.md#vendors-of-one-name). */
    city: z.string().meta({ description: 'The city of the business.' }),
  }),
  slot: z.strictObject({
    slot_id: id,
    slot_name: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
  }),
  event_type: z.strictObject({ event_type_id: id.nullable(), event_name: z.string() }).nullable(),
  package_selected: z
    .strictObject({
      package_id: id,
      package_name: z.string(),
      price: z.number(),
      price_basis: z.enum(PRICE_BASES),
    })
    .nullable(),
  /** What the booking costs (docs/product/texts.md#limits, domain/pricing.ts); 0 without a package. */
  total_amount: z.number(),
  /** Where the event is (docs/product/calendar.md#where-an-event-is): the hall or team the
   * booking was given, else its slot's; null for neither. */
  worker_assigned: z.strictObject({ worker_id: id, name: z.string() }).nullable(),
  wedding: bookingWeddingSchema,
  /** Its advance's deadline and its hold (docs/product/payments.md#holding-a-date). */
  ...holdFields,
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

const count = z.number().int().nonnegative();
/** GET /api/bookings/stats: the caller's bookings counted by Manage Bookings' words. */
export const customerBookingStatsSchema = z.strictObject({
  total: count,
  pending: count,
  confirmed: count,
  declined: count,
  completed: count,
  cancelled: count,
});
export type CustomerBookingStats = z.infer<typeof customerBookingStatsSchema>;

export const BOOKING_ERRORS = {
  slotNotFound: tx('Slot not found'),
  slotTaken: tx('This time slot is already booked. Please choose another time.'),
  slotBlocked: tx('This time slot is not available. Please choose another time.'),
  slotPast: tx('This time slot has already passed. Please choose a future date.'),
  slotTooFar: tx('Bookings open up to six months ahead. Please choose an earlier date.'),
  wrongBusiness: tx('This slot does not belong to that business.'),
  alreadyRequested: tx('You have already requested this time slot.'),
  packageNotOffered: tx('This package is not offered by that business.'),
  eventTypeNotFound: tx('Event type not found'),
  ownBusiness: tx('You cannot book your own business.'),
  bookingNotFound: tx('Booking not found'),
  onlyPendingCancel: tx('Only pending bookings can be cancelled.'),
} as const;
