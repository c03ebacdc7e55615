// The staff of a business's desk (docs/product/accounts.md#staff-and-roles) and the shared
// tablet's switch of user (docs/product/accounts.md#a-shared-tablet), each declared once with
// its API document.

import { VALIDATION } from '@baraat/shared/constants/messages';
import { authResponseSchema } from '@baraat/shared/schemas/auth';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  createStaffSchema,
  PIN_FAILURES_MAX,
  PIN_LOCK_MINUTES,
  STAFF_MAX,
  STAFF_TEXTS,
  staffListSchema,
  staffMemberSchema,
  switchUserSchema,
  updateStaffSchema,
} from '@baraat/shared/schemas/staff';
import { routesOf } from '../../http/route';
import type { StaffService } from './service';

const route = routesOf<{ staff: StaffService }>();
const tag = 'Staff';
const member = staffMemberSchema.meta({ id: 'StaffMember' });
const notFound = {
  description: `\`${STAFF_TEXTS.notFound}\`: no member of the caller’s business has that id.`,
};

export const staffRoutes = [
  route(
    {
      method: 'get',
      path: '/business/staff',
      tag,
      summary: 'The staff of the business',
      description:
        'In the order they were added, each with the salted hash of their PIN (or null), which the shared tablet keeps to check a PIN with no signal.',
      access: 'business',
      desk: 'desk',
      responses: { 200: staffListSchema },
    },
    ({ business }, { staff }) => staff.list(business.businessId),
  ),
  route(
    {
      method: 'post',
      path: '/business/staff',
      tag,
      summary: 'Add a member of the staff',
      description: `A name, a username unique across Baraat, a password under the strong rules, an optional PIN of 4 to 6 digits and a role (\`manager\` or \`front_desk\`). A business has at most ${STAFF_MAX} staff (\`${STAFF_TEXTS.tooMany}\`).`,
      access: 'business',
      desk: 'staff',
      body: createStaffSchema,
      responses: {
        201: { description: 'The member, who may sign in at once.', schema: member },
        409: { description: `\`${STAFF_TEXTS.tooMany}\`` },
        422: { description: `A field refused; a username taken: \`${VALIDATION.usernameTaken}\`.` },
      },
    },
    ({ business, body }, { staff }) => staff.add(business, body),
  ),
  route(
    {
      method: 'patch',
      path: '/business/staff/:id',
      tag,
      summary: 'Change a member’s role, name, password or PIN',
      description:
        'A new role holds from their next request. A new password ends their sessions; `pin: null` takes the PIN away.',
      access: 'business',
      desk: 'staff',
      params: idParamSchema,
      body: updateStaffSchema,
      responses: {
        200: { description: 'The member as they now are.', schema: member },
        404: notFound,
      },
    },
    ({ business, params, body }, { staff }) => staff.update(business, params.id, body),
  ),
  route(
    {
      method: 'delete',
      path: '/business/staff/:id',
      tag,
      summary: 'Remove a member of the staff',
      description: `Their sessions end and their next request is refused; what they did keeps their name. Their queued offline changes come back refused: \`${STAFF_TEXTS.removed}\``,
      access: 'business',
      desk: 'staff',
      params: idParamSchema,
      responses: { 204: { description: 'Removed.', schema: null }, 404: notFound },
    },
    async ({ business, params }, { staff }) => {
      await staff.remove(business, params.id);
    },
  ),
  route(
    {
      method: 'post',
      path: '/auth/switch',
      tag: 'Accounts',
      summary: 'Switch user on a shared tablet: a member of the staff takes it by their PIN',
      description: `From a device signed in to a desk of the member’s business: a session of the member’s own, the device’s staying as it is (its calendar and outbox stay on it). ${PIN_FAILURES_MAX} wrong PINs in a row lock the member for ${PIN_LOCK_MINUTES} minutes.`,
      access: 'business',
      desk: 'desk',
      body: switchUserSchema,
      responses: {
        200: { description: 'The member’s session.', schema: authResponseSchema },
        409: { description: `\`${STAFF_TEXTS.noPin}\`` },
        422: {
          description: `A wrong PIN: \`${STAFF_TEXTS.wrongPin}\`; no member of the caller’s business with that \`staff_id\`: \`${STAFF_TEXTS.notFound}\`.`,
        },
        429: { description: `\`${STAFF_TEXTS.locked}\`` },
      },
    },
    ({ user, business, body }, { staff }) =>
      staff.switchTo(user, business, body.staff_id, body.pin),
  ),
];
