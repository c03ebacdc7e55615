// Who works a business's desk and in which role (docs/product/accounts.md#staff-and-roles),
// read from the signed-in user the device keeps: the owner works it as `owner`, a member of the
// staff in the role of their seat; anyone else not at all. The desk shows and hides by
// `deskCan` of the same table the server refuses by
// (docs/product/accounts.md#what-each-role-may-do). While a member acts on a shared tablet with
// no signal (docs/product/offline.md#a-shared-tablet-offline), the desk shows what both they and
// the device's account may do, as the server takes their changes.
import { type DeskAction, type DeskRole, deskCan } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import { type ActingMember, useDeskSeat } from './desk-seat-store';
import { useSessionStore } from './session';

/** Desk roles from the fewest rights to the most: each may do all the one before it may. */
const RANK: Record<DeskRole, number> = { front_desk: 0, manager: 1, owner: 2 };

/**
 * The user's role on a desk: the owner's `owner`, a member's seat's role, else null; the member
 * acting on this device under the user's session bounds it.
 */
export function deskRoleOf(
  user: User | null,
  acting: ActingMember | null = useDeskSeat.getState().acting,
): DeskRole | null {
  if (!user) return null;
  const own: DeskRole | null = user.staff
    ? user.staff.role
    : user.is_business_owner
      ? 'owner'
      : null;
  if (!own || !acting || acting.device_user_id !== user.user_id) return own;
  return RANK[acting.role] < RANK[own] ? acting.role : own;
}

/** Whether the user works a desk (an owner or a member of a business's staff). */
export const worksDesk = (user: User | null): boolean => deskRoleOf(user) !== null;

/** Whether the user's desk role may take the action; never for someone not at a desk. */
export function userDeskCan(user: User | null, action: DeskAction): boolean {
  const role = deskRoleOf(user);
  return role !== null && deskCan(role, action);
}

/** The signed-in user's desk role, as the member acting on this device bounds it. */
export function useDeskRole(): DeskRole | null {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const acting = useDeskSeat((state) => state.acting);
  return deskRoleOf(user, acting);
}

/** Whether the signed-in user's desk role may take the action. */
export function useDeskCan(action: DeskAction): boolean {
  const role = useDeskRole();
  return role !== null && deskCan(role, action);
}

/** The signed-in user's id when they work a desk (the key of the desk's copies on the device). */
export const useDeskUserId = (): number | null =>
  useSessionStore((state) => {
    const user = state.session?.user ?? null;
    return worksDesk(user) ? (user?.user_id ?? null) : null;
  });
