// POST /api/business/walkins (docs/product/calendar.md#walk-ins), declared once with its API
// document: a walk-in's slot, hall check and accepted booking in one transaction, stored once
// per Idempotency-Key however often the calendar's outbox sends it.
import { PEOPLE_DEFAULT_MAX } from '@baraat/shared/domain/people';
import { SLOT_MONTHS_AHEAD } from '@baraat/shared/domain/slot-times';
import { walkInSchema } from '@baraat/shared/schemas/walkins';
import { routesOf } from '../../http/route';
import { ownerBooking } from '../../openapi/answers';
import { deskAuthor } from '../../policies/actor';
import type { WalkInsService } from './service';

const route = routesOf<{ walkIns: WalkInsService }>();

export const walkInRoutes = [
  route(
    {
      method: 'post',
      path: '/business/walkins',
      tag: 'Booking requests',
      summary: 'A walk-in taken at the desk',
      description: `A customer without an account, booked and accepted in one call: the slot named by \`slot_id\`, else an open slot of the hall or team at exactly those times, else a new one; the people within the hall’s capacity and the package’s most guests (${PEOPLE_DEFAULT_MAX} where neither says more). The hall or team is required, as \`worker_id\` or under the form’s names \`hall_team\` or \`hall_id\` (\`selected_package\` likewise stands for \`package_id\`); \`date\`, \`start_time\` and \`end_time\` are required unless \`slot_id\` is sent. All or nothing.`,
      access: 'business',
      desk: 'walkins',
      body: walkInSchema,
      idempotent: true,
      responses: {
        201: { description: 'The walk-in booking, accepted.', schema: ownerBooking },
        404: { description: '`Slot not found` (the `slot_id` sent), or no registered business.' },
        409: {
          description:
            '`This slot already has a booking. Choose another slot or time.`, `This slot is blocked. Unblock it first, or choose another slot.`, a new slot would overlap another of the hall (the text names it), or the hall or team is already booked then (the text names the event, the customer and the time).',
        },
        422: {
          description: `A field is missing or refused: \`Please fill in all required fields\`, \`Hall or team not found\`, \`Package not found\`, a date outside today to ${SLOT_MONTHS_AHEAD} months ahead, more people than the hall or the package holds (the text names the limit).`,
        },
      },
    },
    // On PostgreSQL a send of the same key racing the first is refused by the overlap guard
    // the first's slot now trips; the transaction helper runs it again, and it replays the
    // first's answer (docs/architecture.md#10-two-engines).
    ({ business, body, once, ctx }, { walkIns }) =>
      once(walkIns.recordStep(business, deskAuthor(ctx), body)),
  ),
];
