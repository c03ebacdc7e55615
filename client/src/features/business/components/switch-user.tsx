// Switch user on a shared tablet (docs/product/business-desk.md#switch-user): the user menu's
// item opens the dialog, where a member of the staff takes the tablet by their PIN; the member
// the device checked with no signal is shown in the header as the person at the desk.
import { STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import { lazy, Suspense } from 'react';
import { useDeskSeat } from '@/lib/desk-seat';
import { useSessionStore } from '@/lib/session';
import { SWITCH_TEXTS } from './switch-user-texts';

const SwitchUserDialog = lazy(() => import('./switch-user-dialog'));

/** Whether the user may switch the tablet to a member: an owner's or a member's desk. */
export const maySwitchUser = (user: User): boolean => user.is_business_owner || user.staff !== null;

/** The member checked on this device, as the person at the desk (nothing otherwise). */
export function SwitchedPerson() {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const acting = useDeskSeat((state) => state.acting);
  if (!user || acting?.device_user_id !== user.user_id) return null;
  return (
    <p className="switch-user-person">
      {acting.name} · {STAFF_ROLE_LABELS[acting.role]}{' '}
      <span className="muted">({SWITCH_TEXTS.checkedHere})</span>
    </p>
  );
}

/** The dialog, loaded when the menu's item opens it. */
export function SwitchUserPanel({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <SwitchUserDialog user={user} onClose={onClose} />
    </Suspense>
  );
}
