import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { worksDesk } from '@/lib/desk-role';
import { useDeskSeat } from '@/lib/desk-seat-store';
import { useSessionStore } from '@/lib/session';
import { useDismiss } from '@/lib/use-dismiss';
import DeskHeader from './desk-header';
import { HeaderIcons } from './header-icons';
import { CloseIcon, MenuIcon } from './icons';
import { type NavItem, navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';

// Reads Dexie: loaded for the desk's people once the page has settled, never for visitors.
const SyncStatus = lazy(() => import('./sync-status'));

function isActive(item: NavItem, pathname: string, search: string): boolean {
  const [itemPath, itemQuery] = item.to.split('?');
  if (pathname !== itemPath) return false;
  if (!itemQuery) return true;
  // /business/home without ?tab= shows the home tab.
  const tab = new URLSearchParams(search).get('tab') ?? 'home';
  return new URLSearchParams(itemQuery).get('tab') === tab;
}

/** `deskReady`: the page has settled, so the desk's sync status may load. */
export function Header({ deskReady }: { deskReady: boolean }) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  // The nav follows the member acting on this device too.
  useDeskSeat((state) => state.acting);
  const atDesk = worksDesk(user);
  const business = useMyBusiness(atDesk && user ? user.user_id : null);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const mobileRef = useRef<HTMLDivElement>(null);
  useDismiss(mobileRef, menuOpen, closeMenu);

  const items = navItemsFor(user);
  const navLinks = items.map((item) => (
    <NavLink
      key={item.label}
      to={item.to}
      className={() =>
        `nav-link${isActive(item, location.pathname, location.search) ? ' active' : ''}`
      }
    >
      {item.label}
    </NavLink>
  ));
  const authButtons = (
    <>
      <Link className="button button-secondary" to={paths.login}>
        Sign In
      </Link>
      <Link className="button" to={paths.signup}>
        Sign Up
      </Link>
    </>
  );

  return (
    <header className="site-header">
      <div className="header-inner" ref={mobileRef}>
        <Link to={atDesk ? paths.businessHome : paths.home} className="brand">
          Baraat
        </Link>
        <nav className="main-nav" aria-label="Main">
          {navLinks}
        </nav>
        <div className="header-actions">
          {user ? (
            <>
              {atDesk && <DeskHeader user={user} />}
              {atDesk && deskReady && (
                <Suspense fallback={null}>
                  <SyncStatus ownerId={user.user_id} />
                </Suspense>
              )}
              <HeaderIcons userId={user.user_id} />
              <UserMenu user={user} businessName={business.data?.business_name} />
            </>
          ) : (
            <div className="auth-buttons">{authButtons}</div>
          )}
          <button
            type="button"
            className="icon-link menu-toggle"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        {menuOpen && (
          <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
            {navLinks}
            {!user && <div className="mobile-auth">{authButtons}</div>}
          </nav>
        )}
      </div>
    </header>
  );
}
