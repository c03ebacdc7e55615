// The one place a request is allowed or refused a record (docs/product/README.md#access-rules):
// a policy per resource says, for each action, the role it needs and whose record it is. The
// wrong role is a 403 with that role's text; someone else's record, or none, is the record's
// 404, so ids cannot be probed.
import { notFound } from '../http/errors';
import { type Actor, meetsRole, type Role, type RoleNeed, requireRole } from './actor';

/** Who a policy decides for: an actor, or a person known by their account alone. */
type Asker = { readonly role?: Role | 'desk' };

export interface Rule<Facts, Who extends Asker> {
  /** The role the action needs (`desk`: any of the desk's); left out, anyone the policy
   * decides for may ask. */
  role?: RoleNeed;
  /** Whether they may act on this record. */
  allow: (actor: Who, facts: Facts) => boolean;
}

export interface Policy<Facts, Action extends string, Who extends Asker = Actor> {
  /** The 404's text: what the caller is told when the record is not theirs. */
  notFound: string;
  rules: Record<Action, Rule<Facts, Who>>;
}

export function definePolicy<Facts, Action extends string, Who extends Asker = Actor>(
  notFoundText: string,
  rules: Record<Action, Rule<Facts, Who>>,
): Policy<Facts, Action, Who> {
  return { notFound: notFoundText, rules };
}

/** Whether `actor` may `action` the record (a missing record: never). */
export function can<Facts, Row extends Facts, Action extends string, Who extends Asker>(
  actor: Who,
  action: Action,
  policy: Policy<Facts, Action, Who>,
  record: Row | undefined,
): record is Row {
  const rule = policy.rules[action];
  return (
    record !== undefined &&
    (rule.role === undefined || meetsRole(actor, rule.role)) &&
    rule.allow(actor, record)
  );
}

/** The record when `actor` may `action` it; otherwise the refusal (403 wrong role, else 404). */
export function authorize<Facts, Row extends Facts, Action extends string, Who extends Asker>(
  actor: Who,
  action: Action,
  policy: Policy<Facts, Action, Who>,
  record: Row | undefined,
): Row {
  const { role } = policy.rules[action];
  if (role !== undefined) requireRole(actor, role);
  if (!can(actor, action, policy, record)) throw notFound(policy.notFound);
  return record;
}
