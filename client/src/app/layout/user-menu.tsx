import type { User } from '@baraat/shared/schemas/auth';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { useDismiss } from '@/lib/use-dismiss';

const LogoutConfirm = lazy(() => import('./logout-confirm'));

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
  if (user.is_business_owner && businessName) return businessName;
  return user.first_name || user.username;
}

export function UserMenu({
  user,
  businessName,
}: {
  user: User;
  businessName?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
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
        <span className="user-menu-name">{name}</span>
      </button>
      {open && (
        <div className="user-menu-panel" role="menu">
          <div className="user-menu-head">
            <strong>{name}</strong>
            <span className="role-label">{user.is_business_owner ? 'Business' : 'Customer'}</span>
            <span className="muted">
              <EmailAddress address={user.email} />
            </span>
          </div>
          <Link
            role="menuitem"
            to={user.is_business_owner ? paths.businessProfile : paths.customersProfile}
          >
            Profile
          </Link>
          <Link role="menuitem" to={paths.changePassword}>
            Settings
          </Link>
          <button type="button" role="menuitem" onClick={onLogout}>
            Logout
          </button>
        </div>
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
