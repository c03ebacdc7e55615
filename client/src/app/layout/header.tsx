import type { User } from '@baraat/shared/schemas/auth';
import { type ComponentType, lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { worksDesk } from '@/lib/desk-role';
import { useDeskSeat } from '@/lib/desk-seat-store';
import { useSessionStore } from '@/lib/session';
import { useDismiss } from '@/lib/use-dismiss';
import { loadQueryClient } from '../query-provider';
import { CloseIcon, MenuIcon } from './icons';
import { type NavItem, navItemsFor } from './nav-items';

type SignedInHeaderProps = { user: User; deskReady: boolean };
let loadedSignedInHeader: ComponentType<SignedInHeaderProps> | undefined;

/**
 * The signed-in half's code, and the query client its reads need (a sign-in in another tab
 * may show it before anything else has read); start.tsx starts it beside the first screen
 * when a session is stored.
 */
export const loadSignedInHeader = () =>
  Promise.all([import('./signed-in-header'), loadQueryClient()]).then(([module]) => {
    loadedSignedInHeader = module.default;
    return module;
  });
const LazySignedInHeader = lazy(loadSignedInHeader);

/** Loaded, it renders in the same commit as the header (React.lazy would suspend once even then). */
function SignedInHeader(props: SignedInHeaderProps) {
  const [Shown] = useState(() => loadedSignedInHeader ?? LazySignedInHeader);
  return <Shown {...props} />;
}

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
            <Suspense fallback={null}>
              <SignedInHeader user={user} deskReady={deskReady} />
            </Suspense>
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
