// Who is at the desk (docs/product/business-desk.md#who-is-at-the-desk): the signed-in person's
// name and desk role in the header, "Ali Raza · Front desk", the owner's "Sana Malik · Owner".
import { STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import { personName } from '@baraat/shared/domain/names';
import type { User } from '@baraat/shared/schemas/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { deskRoleOf } from '@/lib/desk-role';
import { useDeskSeat } from '@/lib/desk-seat-store';

/** The name the desk knows the person by: a member's name on their seat, else the account's. */
export function deskPersonName(user: User): string {
  return user.staff ? user.staff.name : personName(user) || user.username;
}

export function DeskPerson({ user }: { user: User }) {
  const { i18n } = useLingui();
  const acting = useDeskSeat((state) => state.acting);
  const role = deskRoleOf(user, acting);
  // A member checked on this device is shown by Switch user, beside it.
  if (!role || acting?.device_user_id === user.user_id) return null;
  return (
    <p className="desk-person">
      <span className="visually-hidden">
        <Trans>At the desk:</Trans>{' '}
      </span>
      <span className="desk-person-name" translate="no" dir="auto">
        {deskPersonName(user)}
      </span>
      <span className="desk-person-role">
        <span className="visually-hidden"> · </span>
        {i18n._(STAFF_ROLE_LABELS[role])}
      </span>
    </p>
  );
}
