// The owner's slots (docs/product/business-desk.md#what-a-business-holds, docs/product/texts.md#limits, docs/product/calendar.md#calls): requests and answers of /api/slots. The date-range rule
// needs "today", so it is checked by the server's service (and the calendar's forms) with
// shared/domain/slot-times; the shapes and the per-field texts are here.
import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { isSlotTime, onQuarterHour, SLOT_TEXTS } from '../domain/slot-times';
import { fill, tx } from '../i18n/text';
import { deskPersonSchema } from './desk-activity';
import { numberFromText, positiveId } from './fields';
import { holdFields } from './holds';

const id = z.number().int();

const slotDate = (field: string) =>
  z
    .string({ error: fill(tx('{field} must be a date written YYYY-MM-DD'), { field }) })
    .refine(isIsoDate, { error: fill(tx('{field} must be a date written YYYY-MM-DD'), { field }) });

const slotTime = z
  .string({ error: SLOT_TEXTS.time })
  .trim()
  .refine(isSlotTime, { error: SLOT_TEXTS.time })
  .refine(onQuarterHour, { error: SLOT_TEXTS.minutes });

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** The hall or team of a slot: worker_id, or hall_id / hall_team as the calendar's forms say. */
const withWorkerAliases = (raw: unknown) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return { ...body, worker_id: body.worker_id ?? body.hall_id ?? body.hall_team ?? undefined };
};

const slotFields = {
  date: slotDate('date'),
  start_time: slotTime,
  end_time: slotTime,
  slot_name: optionalText(100),
  description: optionalText(500),
  worker_id: positiveId('worker_id').nullish(),
  user_business_mapping_id: positiveId('user_business_mapping_id').optional(),
};

/** POST /api/slots. */
export const createSlotSchema = z.preprocess(withWorkerAliases, z.object(slotFields));
export type CreateSlot = z.output<typeof createSlotSchema>;

/** PUT /api/slots/{id}: any of the fields; the others stay. */
export const updateSlotSchema = z.preprocess(
  withWorkerAliases,
  z.object({
    date: slotFields.date.optional(),
    start_time: slotTime.optional(),
    end_time: slotTime.optional(),
    slot_name: slotFields.slot_name,
    description: slotFields.description,
    worker_id: slotFields.worker_id,
  }),
);
export type UpdateSlot = z.output<typeof updateSlotSchema>;

const timeSlot = z.object({ start_time: slotTime, end_time: slotTime });

/**
 * POST /api/slots/bulk (docs/product/calendar.md#the-calendar-screen, docs/product/calendar.md#calls): the spec's array of slots, or the bulk modal's
 * pattern (date range, weekdays 0 = Sunday, halls or teams, time slots) for the server to
 * expand. Either way every slot is checked before any is stored.
 */
export const bulkPatternSchema = z.object({
  start_date: slotDate('start_date'),
  end_date: slotDate('end_date'),
  days: z.array(z.preprocess(numberFromText, z.number().int().min(0).max(6))),
  worker_ids: z.array(positiveId('worker_ids')),
  time_slots: z.array(timeSlot),
  description: optionalText(500),
});
export type BulkPattern = z.output<typeof bulkPatternSchema>;

export const bulkSlotsSchema = z.union([
  z.array(z.preprocess(withWorkerAliases, z.object(slotFields))),
  z.object({ slots: z.array(z.preprocess(withWorkerAliases, z.object(slotFields))) }),
  bulkPatternSchema,
]);
export type BulkSlots = z.output<typeof bulkSlotsSchema>;

export const bulkQuerySchema = z.object({
  user_business_mapping_id: positiveId('user_business_mapping_id').optional(),
});

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** GET /api/slots/business/{id} and /range: defaults from today to 3 months ahead. */
export const slotRangeQuerySchema = z.object({
  start_date: slotDate('start_date').optional(),
  end_date: slotDate('end_date').optional(),
  include_bookings: flag,
});

/** GET /api/slots/business/{id}/available. */
export const availableSlotsQuerySchema = z.object({
  target_date: slotDate('target_date'),
});

/** A booking as the calendar shows it on its slot (docs/product/calendar.md#the-calendar-screen, docs/product/business-desk.md#what-a-business-holds): who, what, and its state. */
export const slotBookingSchema = z
  .strictObject({
    booking_id: id,
    slot_id: id,
    status: z.string(),
    /** A walk-in: the owner recorded it at the venue; the customer has no account. */
    is_walkin: z.boolean(),
    customer_name: z.string(),
    number_of_people: id,
    event_name: z.string().nullable(),
    package_name: z.string().nullable(),
    worker_id: id.nullable(),
    message: z.string(),
    modified_at: z.string(),
    /** Who logged it and who answered it, and when (docs/product/accounts.md#who-did-what). */
    created_by: deskPersonSchema,
    created_at: z.string(),
    answered_by: deskPersonSchema,
    decided_at: z.string().nullable(),
    /** Its advance's deadline and its hold (docs/product/payments.md#holding-a-date); the server
     * always sends them, a row the device wrote itself has none until the server's comes. */
    hold_until: holdFields.hold_until.optional(),
    hold: holdFields.hold.optional(),
  })
  .meta({ id: 'SlotBooking' });
export type SlotBooking = z.infer<typeof slotBookingSchema>;

export const ownerSlotSchema = z
  .strictObject({
    slot_id: id,
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    slot_name: z.string(),
    description: z.string(),
    /** Open: neither blocked nor held by an accepted booking. */
    is_available: z.boolean(),
    is_reserved: z.boolean(),
    is_blocked: z.boolean(),
    worker_id: id.nullable(),
    worker_name: z.string().nullable(),
    user_business_mapping_id: id,
    modified_at: z.string(),
    bookings: z.array(slotBookingSchema).optional(),
  })
  .meta({ id: 'OwnerSlot' });
export type OwnerSlot = z.infer<typeof ownerSlotSchema>;

export const bulkSlotsResponseSchema = z.strictObject({
  created: id,
  slots: z.array(ownerSlotSchema),
  /** Slots of the request that overlap a slot the hall or team already has: not created. */
  skipped: z.array(
    z.strictObject({
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      worker_id: id.nullable(),
      reason: z.string(),
    }),
  ),
});
export type BulkSlotsResponse = z.infer<typeof bulkSlotsResponseSchema>;

export const deleteSlotResponseSchema = z.strictObject({
  slot_id: id,
  deleted: z.literal(true),
  /** Pending requests for the slot, declined with SLOT_TEXTS.removedBySlotDelete. */
  declined_requests: id,
});
export type DeleteSlotResponse = z.infer<typeof deleteSlotResponseSchema>;
