// GET /api/business/activity: who did what on the desk (docs/product/accounts.md#the-activity-list),
// declared once with its API document.
import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import {
  deskActivityListSchema,
  deskActivityQuerySchema,
} from '@baraat/shared/schemas/desk-activity';
import { routesOf } from '../../http/route';
import type { ActivityService } from './service';

const route = routesOf<{ activity: ActivityService }>();

export const activityRoutes = [
  route(
    {
      method: 'get',
      path: '/business/activity',
      tag: 'Staff',
      summary: 'Who did what on the desk',
      description:
        'The business’s bookings, walk-ins, slot changes, payments and answers, newest first, each naming the account that made it (`who`), the shared tablet’s account when that acted as them (`device`), what (`kind` and a plain `summary`) and when. `user_id` keeps one person’s; `date` (YYYY-MM-DD) one day’s in Pakistan’s time; paged by `skip` and `limit`.',
      access: 'business',
      desk: 'activity',
      query: deskActivityQuerySchema,
      responses: {
        200: deskActivityListSchema,
        403: { description: `\`${DESK_ACTIONS.activity.refusal}\` (the front desk).` },
      },
    },
    ({ business, query }, { activity }) => activity.list(business.businessId, query),
  ),
];
