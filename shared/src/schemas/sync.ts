// The device's sync calls (docs/product/offline.md#the-promise).
// - GET /api/sync/calendar?since=<cursor> ("delta pull"): the owner's calendar as changes after
//   a cursor, with tombstones for what is gone. The device applies an answer and stores its
//   cursor in one Dexie transaction, then asks again while `more` is true.
// - POST /api/sync/outbox ("batch drain"): up to OUTBOX_BATCH_MAX outbox entries in one
//   request, each run as its own route would run it, keyed by its id.
import { z } from 'zod';
import { OUTBOX_BATCH_MAX } from '../constants/limits';
import { fill, tx } from '../i18n/text';
import { ownerSlotSchema, slotBookingSchema } from './slots';

const id = z.number().int();

export const calendarSyncQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, { error: tx('since must be a cursor from an earlier answer') })
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
  /**
   * Where the next pull starts (a change id): the device only sends it back, and compares it
   * with the cursor a calendar_changed frame announces to skip a pull it does not need.
   */
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

/**
 * What an Idempotency-Key may be: the outbox sends its entry id (a UUID); any short token of
 * these characters is taken.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;

export const OUTBOX_BATCH_TEXTS = {
  tooFew: tx('A batch needs at least one change'),
  tooMany: fill(tx('At most {max} changes go in one batch'), { max: OUTBOX_BATCH_MAX }),
  id: tx('Each change needs an id of 1 to 200 letters, digits or . _ : -'),
  method: tx('Each change needs its HTTP method'),
  path: tx('Each change needs its path under /api/'),
  body: tx('A change’s body must be a JSON object'),
  actingAs: tx('A change’s acting_as must be the id of a member of the staff'),
  /** An entry whose method and path are not one of the desk's outbox writes: not run. */
  notOutboxRoute: tx('This change cannot be sent in an outbox batch; send it on its own'),
} as const;

/** The header naming the member of the staff a shared tablet's change was made by (their
 * staff id), the device's own session sending it (docs/product/accounts.md#a-shared-tablet). */
export const ACTING_AS_HEADER = 'X-Acting-As';

export const outboxBatchEntrySchema = z
  .object({
    /** The entry's id, sent as its Idempotency-Key. */
    id: z.string({ error: OUTBOX_BATCH_TEXTS.id }).regex(IDEMPOTENCY_KEY_PATTERN, {
      error: OUTBOX_BATCH_TEXTS.id,
    }),
    method: z
      .string({ error: OUTBOX_BATCH_TEXTS.method })
      .regex(/^[A-Z]{3,7}$/, { error: OUTBOX_BATCH_TEXTS.method }),
    /** Relative to /api/, as the device stores it (`business/walkins`, `slots/12/block`). */
    path: z
      .string({ error: OUTBOX_BATCH_TEXTS.path })
      .min(1, { error: OUTBOX_BATCH_TEXTS.path })
      .max(500, { error: OUTBOX_BATCH_TEXTS.path }),
    body: z.record(z.string(), z.unknown(), { error: OUTBOX_BATCH_TEXTS.body }).optional(),
    /**
     * The member of the staff who made the change on a shared tablet with no signal, the PIN
     * checked on the device (docs/product/accounts.md#a-shared-tablet): sent as its
     * ACTING_AS_HEADER.
     */
    acting_as: z
      .number({ error: OUTBOX_BATCH_TEXTS.actingAs })
      .int({ error: OUTBOX_BATCH_TEXTS.actingAs })
      .positive({ error: OUTBOX_BATCH_TEXTS.actingAs })
      .optional(),
  })
  .meta({
    id: 'OutboxEntry',
    description:
      'One waiting write of the desk: a walk-in, a new slot, a block or unblock, a slot removal, a booking or wedding answer, a wedding payment.',
  });
export type OutboxBatchEntry = z.infer<typeof outboxBatchEntrySchema>;

export const outboxBatchSchema = z.object({
  entries: z
    .array(outboxBatchEntrySchema, { error: OUTBOX_BATCH_TEXTS.tooFew })
    .min(1, { error: OUTBOX_BATCH_TEXTS.tooFew })
    .max(OUTBOX_BATCH_MAX, { error: OUTBOX_BATCH_TEXTS.tooMany }),
});
export type OutboxBatch = z.infer<typeof outboxBatchSchema>;

/** One entry's answer: what its own route answered (status and JSON body). */
export const outboxResultSchema = z
  .strictObject({
    id: z.string(),
    status: z.number().int(),
    body: z.unknown().meta({
      description:
        "The JSON its own route answered: the route's answer, or `{detail}` for a refusal (404 `This change cannot be sent in an outbox batch; send it on its own` for a write the batch does not run).",
    }),
  })
  .meta({ id: 'OutboxResult' });
export type OutboxResult = z.infer<typeof outboxResultSchema>;

export const outboxBatchResponseSchema = z.strictObject({
  /** The entries run, in the order sent. */
  results: z.array(outboxResultSchema),
  /**
   * The entries not run because an earlier one answered 401, 408, 429 or 5xx: the device
   * sends them again, in order, once that one has gone through.
   */
  not_run: z.array(z.string()),
});
export type OutboxBatchResponse = z.infer<typeof outboxBatchResponseSchema>;
