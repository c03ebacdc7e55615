// The walk-in as the API document tells it (docs/product/business-desk.md#what-a-business-holds;
// docs/architecture.md#11-the-api-document).
import { walkInSchema } from '@baraat/shared/schemas/walkins';
import { ownerBooking } from '../../openapi/answers';
import type { ApiOperation } from '../../openapi/operation';

export const walkinsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/business/walkins',
    tag: 'Booking requests',
    summary: 'A walk-in taken at the desk',
    description:
      'A customer without an account, booked and accepted in one call: the slot named by `slot_id`, else an open slot of the hall or team at exactly those times, else a new one; the people within the hall’s capacity and the package’s most guests (50 where neither says more). The hall or team is required, as `worker_id` or under the form’s names `hall_team` or `hall_id` (`selected_package` likewise stands for `package_id`); `date`, `start_time` and `end_time` are required unless `slot_id` is sent. All or nothing.',
    access: 'business',
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
        description:
          'A field is missing or refused: `Please fill in all required fields`, `Hall or team not found`, `Package not found`, a date outside today to 3 months ahead, more people than the hall or the package holds (the text names the limit).',
      },
    },
  },
];
