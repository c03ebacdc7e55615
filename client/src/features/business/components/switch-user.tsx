// Switch user on a shared tablet (docs/product/business-desk.md#switch-user): the member the
// device checked with no signal, shown in the header as the person at the desk (the user menu's
// item opens the dialog where a member takes the tablet by their PIN).
import { STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import { useLingui } from '@lingui/react/macro';
import { useDeskSeat } from '@/lib/desk-seat-store';
import { useSessionStore } from '@/lib/session';
import { CHECKED_HERE } from './switch-user-words';

/** The member checked on this device, as the person at the desk (nothing otherwise). */
export function SwitchedPerson() {
  const { i18n } = useLingui();
  const user = useSessionStore((state) => state.session?.user ?? null);
  const acting = useDeskSeat((state) => state.acting);
  if (!user || acting?.device_user_id !== user.user_id) return null;
  return (
    <p className="switch-user-person">
      {acting.name} · {i18n._(STAFF_ROLE_LABELS[acting.role])}{' '}
      <span className="muted">({i18n._(CHECKED_HERE)})</span>
    </p>
  );
}
