// The device's sync calls as the API document tells them (docs/product/offline.md#the-outbox,
// docs/product/calendar.md#calls).
import {
  calendarSyncQuerySchema,
  calendarSyncSchema,
  outboxBatchResponseSchema,
  outboxBatchSchema,
} from '@baraat/shared/schemas/sync';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Sync';

export const calendarSyncOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/sync/calendar',
    tag,
    summary: "Pull the owner's calendar: the changes after a cursor",
    description:
      'Without `since` (or with a cursor older than the 30 days the server keeps), the whole calendar from a month back to three months ahead, `reset` true: the device replaces its copy. Otherwise the slots, bookings and halls or teams changed since, as they are now, and `deleted` for what is gone. Store `cursor` with what was applied, and pull again while `more` is true.',
    access: 'business',
    query: calendarSyncQuerySchema,
    responses: { 200: calendarSyncSchema.meta({ id: 'CalendarSync' }) },
  },
  {
    method: 'post',
    path: '/sync/outbox',
    tag,
    summary: "Send the desk's outbox: up to 50 waiting writes at once",
    description:
      "Each entry is run as its own route would run it, with the caller's token and the entry's `id` as its Idempotency-Key, in the order sent: a batch sent again answers each entry from the stored responses. An entry that is refused (409, 422) does not stop the others; one answered 401, 408, 429 or 5xx does, and the entries after it come back in `not_run`, to be sent again in order. Only the desk's outbox writes are run; any other is answered 404 in its result.",
    access: 'owner',
    body: outboxBatchSchema.meta({ id: 'OutboxBatch' }),
    responses: {
      200: {
        description: 'Each entry run, with its own status and answer; the entries not run.',
        schema: outboxBatchResponseSchema.meta({ id: 'OutboxBatchResults' }),
      },
    },
  },
];
