// What a desk role is told when an action is not for it (docs/product/accounts.md#what-each-role-may-do):
// the 403's detail, beside the roles of desk-roles.ts, which DESK_ACTIONS joins them to.
import { DESK_ACTION_ROLES, type DeskAction, type DeskRole } from './desk-roles';

export const DESK_REFUSALS: Record<DeskAction, string> = {
  desk: 'Your role cannot use the desk.',
  calendar: 'Your role cannot change the calendar.',
  requests: 'Your role cannot answer booking requests.',
  walkins: 'Your role cannot log walk-ins.',
  record_payment: 'Your role cannot record payments.',
  catalog: 'Your role cannot change packages, services, prices or photos.',
  resources: 'Your role cannot change halls and teams.',
  plans: 'Your role cannot change payment plans.',
  figures: 'Your role cannot see the figures.',
  ledger: 'Your role cannot see the payments ledger.',
  refund: 'Your role cannot refund payments.',
  settings: 'Your role cannot change the business settings.',
  staff: 'Your role cannot manage staff.',
  activity: 'Your role cannot see the activity.',
};

/** Each desk action: the roles that may take it, and what anyone else is told. */
export const DESK_ACTIONS = Object.fromEntries(
  (Object.keys(DESK_ACTION_ROLES) as DeskAction[]).map((action) => [
    action,
    { roles: DESK_ACTION_ROLES[action] as readonly DeskRole[], refusal: DESK_REFUSALS[action] },
  ]),
) as Record<DeskAction, { roles: readonly DeskRole[]; refusal: string }>;
