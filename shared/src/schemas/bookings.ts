// POST /api/bookings (001 §3 "Booking request payload"; the alternate reading of the
// profile's form is accepted too). The customer comes from the token, never the body.
import { z } from 'zod';
import { BOOKING_STATUSES, PEOPLE_MIN } from '../domain/booking';
import { numberFromText, positiveId } from './fields';

export const MAX_PEOPLE = 5000;

export const createBookingSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const body = raw as Record<string, unknown>;
    return {
      ...body,
      package_selected_id: body.package_selected_id ?? body.package_id ?? undefined,
      number_of_people: body.number_of_people ?? body.guest_count ?? 1,
      event_type_text: typeof body.event_type === 'string' ? body.event_type : undefined,
    };
  },
  z.object({
    slot_id: positiveId('slot_id'),
    user_business_mapping_id: positiveId('user_business_mapping_id').optional(),
    event_type_id: positiveId('event_type_id').nullish(),
    event_type_text: z.string().trim().max(60).optional(),
    package_selected_id: positiveId('package_selected_id').nullish(),
    worker_assigned_id: positiveId('worker_assigned_id').nullish(),
    number_of_people: z.preprocess(
      numberFromText,
      z
        .number({ error: PEOPLE_MIN })
        .int({ error: PEOPLE_MIN })
        .min(1, { error: PEOPLE_MIN })
        .max(MAX_PEOPLE, { error: `Number of people must be at most ${MAX_PEOPLE}` }),
    ),
    message: z
      .string()
      .trim()
      .max(2000, { error: 'Message must be at most 2000 characters' })
      .default(''),
    customer_name: z.string().trim().max(100).optional(),
    customer_email: z.string().trim().max(254).optional(),
    customer_phone: z.string().trim().max(30).optional(),
  }),
);
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const myBookingsQuerySchema = z.object({
  status: z
    .enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
    .optional(),
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_from must be a date written YYYY-MM-DD' })
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_to must be a date written YYYY-MM-DD' })
    .optional(),
});

export const BOOKING_ERRORS = {
  slotNotFound: 'Slot not found',
  slotTaken: 'This time slot is already booked. Please choose another time.',
  slotBlocked: 'This time slot is not available. Please choose another time.',
  slotPast: 'This time slot has already passed. Please choose a future date.',
  slotTooFar: 'Bookings open up to six months ahead. Please choose an earlier date.',
  wrongBusiness: 'This slot does not belong to that business.',
  alreadyRequested: 'You have already requested this time slot.',
  packageNotOffered: 'This package is not offered by that business.',
  ownBusiness: 'You cannot book your own business.',
  bookingNotFound: 'Booking not found',
  onlyPendingCancel: 'Only pending bookings can be cancelled.',
  notPending: 'Only pending requests can be accepted or declined.',
} as const;
