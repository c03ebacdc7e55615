import { STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { deskPersonName } from '@/features/business/components/desk-person';
import { SWITCH_USER } from '@/features/business/components/switch-user-words';
import { i18n } from '@/lib/i18n';
import { useLanguage } from '@/lib/i18n-react';
import { useDismiss } from '@/lib/use-dismiss';

const LogoutConfirm = lazy(() => import('./logout-confirm'));
const SwitchUserDialog = lazy(() => import('@/features/business/components/switch-user-dialog'));

/** This user's changes still in the outbox; 0 when the device's storage cannot be read. */
async function unsyncedOf(userId: number): Promise<number> {
  try {
    const { countUnsynced } = await import('./desk-sync');
    return await countUnsynced(userId);
  } catch {
    return 0;
  }
}

export function displayName(user: User, businessName: string | undefined): string {
  if (user.staff) return deskPersonName(user);
  if (user.is_business_owner && businessName) return businessName;
  return user.first_name || user.username;
}

/** Under the name in the menu: Business for an owner, a member's desk role, else Customer. */
function roleLabel(user: User): string {
  if (user.staff) return i18n._(STAFF_ROLE_LABELS[user.staff.role]);
  return user.is_business_owner ? t`Business` : t`Customer`;
}

export function UserMenu({
  user,
  businessName,
}: {
  user: User;
  businessName?: string | undefined;
}) {
  useLanguage();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  /** How many unsynced changes the logout confirmation names; null while not asking. */
  const [unsynced, setUnsynced] = useState<number | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useDismiss(ref, open, close);
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The menu item that opened the confirmation is gone by the time it closes: the menu
  // button takes the focus back.
  useEffect(() => {
    if (unsynced !== null) asked.current = true;
    else if (asked.current) {
      asked.current = false;
      button.current?.focus();
    }
  }, [unsynced]);

  const name = displayName(user, businessName);
  const endSession = async () => {
    setUnsynced(null);
    await logout();
    navigate(paths.home);
  };
  const onLogout = async () => {
    close();
    const count = await unsyncedOf(user.user_id);
    if (count > 0) setUnsynced(count);
    else await endSession();
  };

  return (
    <div className="user-menu" ref={ref}>
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu-name" translate="no" dir="auto">
          {name}
        </span>
      </button>
      {open && (
        <div className="user-menu-panel" role="menu">
          <div className="user-menu-head">
            <strong>{name}</strong>
            <span className="role-label">{roleLabel(user)}</span>
            {/* A member's account has no real e-mail (docs/product/accounts.md#staff-and-roles). */}
            {!user.staff && (
              <span className="muted">
                <EmailAddress address={user.email} />
              </span>
            )}
          </div>
          {/* A member of the staff has neither the business's profile nor a customer's. */}
          {!user.staff && (
            <Link
              role="menuitem"
              to={user.is_business_owner ? paths.businessProfile : paths.customersProfile}
            >
              <Trans>Profile</Trans>
            </Link>
          )}
          {(user.is_business_owner || user.staff) && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                setSwitching(true);
              }}
            >
              {i18n._(SWITCH_USER)}
            </button>
          )}
          <Link role="menuitem" to={paths.changePassword}>
            <Trans>Settings</Trans>
          </Link>
          <button type="button" role="menuitem" onClick={onLogout}>
            <Trans>Logout</Trans>
          </button>
        </div>
      )}
      {switching && (
        <Suspense fallback={null}>
          <SwitchUserDialog user={user} onClose={() => setSwitching(false)} />
        </Suspense>
      )}
      {unsynced !== null && (
        <Suspense fallback={null}>
          <LogoutConfirm
            count={unsynced}
            onStay={() => setUnsynced(null)}
            onLogout={() => void endSession()}
          />
        </Suspense>
      )}
    </div>
  );
}
