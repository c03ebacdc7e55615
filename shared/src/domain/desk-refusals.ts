// What a desk role is told when an action is not for it (docs/product/accounts.md#what-each-role-may-do):
// the 403's detail, beside the roles of desk-roles.ts, which DESK_ACTIONS joins them to.
import { tx } from '../i18n/text';
import { DESK_ACTION_ROLES, type DeskAction, type DeskRole } from './desk-roles';

export const DESK_REFUSALS: Record<DeskAction, string> = {
  desk: tx('Your role cannot use the desk.'),
  calendar: tx('Your role cannot change the calendar.'),
  requests: tx('Your role cannot answer booking requests.'),
  walkins: tx('Your role cannot log walk-ins.'),
  record_payment: tx('Your role cannot record payments.'),
  catalog: tx('Your role cannot change packages, services, prices or photos.'),
  resources: tx('Your role cannot change halls and teams.'),
  plans: tx('Your role cannot change payment plans.'),
  figures: tx('Your role cannot see the figures.'),
  ledger: tx('Your role cannot see the payments ledger.'),
  refund: tx('Your role cannot refund payments.'),
  settings: tx('Your role cannot change the business settings.'),
  staff: tx('Your role cannot manage staff.'),
  activity: tx('Your role cannot see the activity.'),
};

/** Each desk action: the roles that may take it, and what anyone else is told. */
export const DESK_ACTIONS = Object.fromEntries(
  (Object.keys(DESK_ACTION_ROLES) as DeskAction[]).map((action) => [
    action,
    { roles: DESK_ACTION_ROLES[action] as readonly DeskRole[], refusal: DESK_REFUSALS[action] },
  ]),
) as Record<DeskAction, { roles: readonly DeskRole[]; refusal: string }>;
