// Who may do what on a business's desk (docs/product/accounts.md#staff-and-roles): the owner,
// and the staff the owner adds, each with a role. One table says, for every desk action, the
// roles that may take it (desk-refusals.ts what anyone else is told); the server refuses by it
// (403) and the desk hides by it, so a button never shows for a call that would fail.

import { tx } from '../i18n/text';

export const STAFF_ROLES = ['manager', 'front_desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whoever works the desk of a business: its owner or one of its staff. */
export const DESK_ROLES = ['owner', ...STAFF_ROLES] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<DeskRole, string> = {
  owner: tx('Owner'),
  manager: tx('Manager'),
  front_desk: tx('Front desk'),
};

const EVERYONE: readonly DeskRole[] = DESK_ROLES;
const MANAGERS: readonly DeskRole[] = ['owner', 'manager'];
const OWNER: readonly DeskRole[] = ['owner'];

/**
 * Every action of the desk and the roles that may take it. `desk` is reading what the desk works
 * from (the business, its packages, services, halls and teams); the others name what they change
 * or read. What anyone else is told is desk-refusals.ts's (kept apart: a screen hides by the
 * roles and rarely needs the words).
 */
export const DESK_ACTION_ROLES = {
  desk: EVERYONE,
  calendar: EVERYONE,
  requests: EVERYONE,
  walkins: EVERYONE,
  record_payment: EVERYONE,
  catalog: MANAGERS,
  resources: MANAGERS,
  plans: MANAGERS,
  figures: MANAGERS,
  ledger: MANAGERS,
  refund: OWNER,
  settings: OWNER,
  staff: OWNER,
  activity: MANAGERS,
} as const satisfies Record<string, readonly DeskRole[]>;

export type DeskAction = keyof typeof DESK_ACTION_ROLES;

/** Whether a desk role may take the action. */
export function deskCan(role: DeskRole, action: DeskAction): boolean {
  return (DESK_ACTION_ROLES[action] as readonly DeskRole[]).includes(role);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}
