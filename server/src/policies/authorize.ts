// The one place a request is allowed or refused a record (docs/product/README.md#access-rules):
// a policy per resource says, for each action, the role it needs and whose record it is. The
// wrong role is a 403 with that role's text; someone else's record, or none, is the record's
// 404, so ids cannot be probed.
import { notFound } from '../http/errors';
import { type Actor, type Role, requireRole } from './actor';

export interface Rule<Facts> {
  /** The role the action needs; left out, any signed-in actor may ask. */
  role?: Role;
  /** Whether the actor may act on this record. */
  allow: (actor: Actor, facts: Facts) => boolean;
}

export interface Policy<Facts, Action extends string> {
  /** The 404's text: what the caller is told when the record is not theirs. */
  notFound: string;
  rules: Record<Action, Rule<Facts>>;
}

export function definePolicy<Facts, Action extends string>(
  notFoundText: string,
  rules: Record<Action, Rule<Facts>>,
): Policy<Facts, Action> {
  return { notFound: notFoundText, rules };
}

/** Whether `actor` may `action` the record (a missing record: never). */
export function can<Facts, Row extends Facts, Action extends string>(
  actor: Actor,
  action: Action,
  policy: Policy<Facts, Action>,
  record: Row | undefined,
): record is Row {
  const rule = policy.rules[action];
  return (
    record !== undefined &&
    (rule.role === undefined || actor.role === rule.role) &&
    rule.allow(actor, record)
  );
}

/** The record when `actor` may `action` it; otherwise the refusal (403 wrong role, else 404). */
export function authorize<Facts, Row extends Facts, Action extends string>(
  actor: Actor,
  action: Action,
  policy: Policy<Facts, Action>,
  record: Row | undefined,
): Row {
  const { role } = policy.rules[action];
  if (role !== undefined) requireRole(actor, role);
  if (!can(actor, action, policy, record)) throw notFound(policy.notFound);
  return record;
}
