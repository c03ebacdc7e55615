// Who may do what on a business's desk (docs/product/accounts.md#staff-and-roles): the owner,
// and the staff the owner adds, each with a role. One table says, for every desk action, the
// roles that may take it and what anyone else is told; the server refuses by it (403) and the
// desk hides by it, so a button never shows for a call that would fail.

export const STAFF_ROLES = ['manager', 'front_desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whoever works the desk of a business: its owner or one of its staff. */
export const DESK_ROLES = ['owner', ...STAFF_ROLES] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<DeskRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  front_desk: 'Front desk',
};

const EVERYONE: readonly DeskRole[] = DESK_ROLES;
const MANAGERS: readonly DeskRole[] = ['owner', 'manager'];
const OWNER: readonly DeskRole[] = ['owner'];

interface DeskActionRule {
  /** The roles that may take the action. */
  roles: readonly DeskRole[];
  /** The 403's detail for any other role. */
  refusal: string;
}

/**
 * Every action of the desk. `desk` is reading what the desk works from (the business, its
 * packages, services, halls and teams); the others name what they change or read.
 */
export const DESK_ACTIONS = {
  desk: { roles: EVERYONE, refusal: 'Your role cannot use the desk.' },
  calendar: { roles: EVERYONE, refusal: 'Your role cannot change the calendar.' },
  requests: { roles: EVERYONE, refusal: 'Your role cannot answer booking requests.' },
  walkins: { roles: EVERYONE, refusal: 'Your role cannot log walk-ins.' },
  record_payment: { roles: EVERYONE, refusal: 'Your role cannot record payments.' },
  catalog: {
    roles: MANAGERS,
    refusal: 'Your role cannot change packages, services, prices or photos.',
  },
  resources: { roles: MANAGERS, refusal: 'Your role cannot change halls and teams.' },
  plans: { roles: MANAGERS, refusal: 'Your role cannot change payment plans.' },
  figures: { roles: MANAGERS, refusal: 'Your role cannot see the figures.' },
  ledger: { roles: MANAGERS, refusal: 'Your role cannot see the payments ledger.' },
  refund: { roles: OWNER, refusal: 'Your role cannot refund payments.' },
  settings: { roles: OWNER, refusal: 'Your role cannot change the business settings.' },
  staff: { roles: OWNER, refusal: 'Your role cannot manage staff.' },
  activity: { roles: MANAGERS, refusal: 'Your role cannot see the activity.' },
} as const satisfies Record<string, DeskActionRule>;

export type DeskAction = keyof typeof DESK_ACTIONS;

/** Whether a desk role may take the action. */
export function deskCan(role: DeskRole, action: DeskAction): boolean {
  return (DESK_ACTIONS[action].roles as readonly DeskRole[]).includes(role);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}
