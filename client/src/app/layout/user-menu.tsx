import type { User } from '@baraat/shared/schemas/auth';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { useDismiss } from '@/lib/use-dismiss';

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
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useDismiss(ref, open, close);

  const name = displayName(user, businessName);
  const onLogout = async () => {
    close();
    await logout();
    navigate(paths.home);
  };

  return (
    <div className="user-menu" ref={ref}>
      <button
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
            <span className="muted">{user.email}</span>
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
    </div>
  );
}
