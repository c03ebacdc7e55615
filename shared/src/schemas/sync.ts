// GET /api/sync/calendar?since=<cursor> (issue 11; DESIGN.md §5 "delta pull"): the owner's
// calendar as changes after a cursor, with tombstones for what is gone. The device applies an
// answer and stores its cursor in one Dexie transaction, then asks again while `more` is true.
import { z } from 'zod';
import { ownerSlotSchema, slotBookingSchema } from './slots';

const id = z.number().int();

export const calendarSyncQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'since must be a cursor from an earlier answer' })
    .transform(Number)
    .optional(),
});

export const calendarWorkerSchema = z.strictObject({
  worker_id: id,
  name: z.string(),
  capacity: id,
  worker_role: z.enum(['hall', 'worker']),
  is_active: z.boolean(),
  modified_at: z.string(),
});
export type CalendarWorker = z.infer<typeof calendarWorkerSchema>;

export const SYNC_ENTITIES = ['slot', 'booking', 'worker'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

export const calendarSyncSchema = z.strictObject({
  /** Where the next pull starts; opaque to the device. */
  cursor: z.string(),
  /**
   * True when this answer is the whole calendar (first pull, or a cursor too old to follow):
   * the device replaces its copy instead of merging.
   */
  reset: z.boolean(),
  /** The dates a full answer covers: from a month back to three months ahead. */
  window: z.strictObject({ start: z.string(), end: z.string() }),
  slots: z.array(ownerSlotSchema),
  bookings: z.array(slotBookingSchema),
  workers: z.array(calendarWorkerSchema),
  deleted: z.array(z.strictObject({ entity: z.enum(SYNC_ENTITIES), id })),
  /** More changes are waiting: pull again from `cursor`. */
  more: z.boolean(),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;
