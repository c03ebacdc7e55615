// The device's sync calls (docs/product/offline.md#the-outbox, docs/product/calendar.md#calls),
// each declared once with its API document: GET /api/sync/calendar?since=<cursor>, the owner's
// calendar as changes after a cursor, and the outbox batch (outbox-routes.ts).
import { SLOT_MONTHS_AHEAD } from '@baraat/shared/domain/slot-times';
import { calendarSyncQuerySchema, calendarSyncSchema } from '@baraat/shared/schemas/sync';
import { routesOf } from '../../http/route';
import { outboxRoute, SYNC_TAG } from './outbox-routes';
import { type CalendarSyncService, SYNC_LOG_DAYS } from './service';

const route = routesOf<{ calendarSync: CalendarSyncService }>();

export const calendarSyncRoutes = [
  route(
    {
      method: 'get',
      path: '/sync/calendar',
      tag: SYNC_TAG,
      summary: "Pull the owner's calendar: the changes after a cursor",
      description: `Without \`since\` (or with a cursor older than the ${SYNC_LOG_DAYS} days the server keeps), the whole calendar from a month back to ${SLOT_MONTHS_AHEAD} months ahead, \`reset\` true: the device replaces its copy. Otherwise the slots, bookings and halls or teams changed since, as they are now, and \`deleted\` for what is gone. Store \`cursor\` with what was applied, and pull again while \`more\` is true.`,
      access: 'business',
      desk: 'calendar',
      query: calendarSyncQuerySchema,
      responses: { 200: calendarSyncSchema.meta({ id: 'CalendarSync' }) },
    },
    ({ business, query }, { calendarSync }) => calendarSync.pull(business, query.since),
  ),
  outboxRoute,
];
