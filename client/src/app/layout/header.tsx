import type { User } from '@baraat/shared/schemas/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { worksDesk } from '@/lib/desk-role';
import { useDeskSeat } from '@/lib/desk-seat-store';
import { useSessionStore } from '@/lib/session';
import { useDismiss } from '@/lib/use-dismiss';
import { partLoader, ReadingPart } from '../reading-part';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageButton } from './language-button';
import { type NavItem, navItemsFor } from './nav-items';

type SignedInHeaderProps = { user: User; deskReady: boolean };

/**
 * The signed-in half's code, with the query client its reads need: start.tsx loads it before
 * the first render when the first screen reads; else it loads once the page has painted.
 */
const signedInHalf = partLoader<SignedInHeaderProps>(() =>
  import('./signed-in-header').then((module) => module.default),
);
export const loadSignedInHeader = signedInHalf.preload;

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

  const { t, i18n } = useLingui();
  const items = navItemsFor(user);
  const navLinks = items.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      className={() =>
        `nav-link${isActive(item, location.pathname, location.search) ? ' active' : ''}`
      }
    >
      {i18n._(item.label)}
    </NavLink>
  ));
  const authButtons = (
    <>
      <Link className="button button-secondary" to={paths.login}>
        <Trans>Sign In</Trans>
      </Link>
      <Link className="button" to={paths.signup}>
        <Trans>Sign Up</Trans>
      </Link>
    </>
  );

  return (
    <header className="site-header">
      <div className="header-inner" ref={mobileRef}>
        <Link to={atDesk ? paths.businessHome : paths.home} className="brand">
          Baraat
        </Link>
        <nav className="main-nav" aria-label={t`Main`}>
          {navLinks}
        </nav>
        <LanguageButton />
        <div className="header-actions">
          {user ? (
            <ReadingPart part={signedInHalf} props={{ user, deskReady }} fallback={null} />
          ) : (
            <div className="auth-buttons">{authButtons}</div>
          )}
          <button
            type="button"
            className="icon-link menu-toggle"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        {menuOpen && (
          <nav id="mobile-menu" className="mobile-menu" aria-label={t`Mobile`}>
            {navLinks}
            {!user && <div className="mobile-auth">{authButtons}</div>}
          </nav>
        )}
      </div>
    </header>
  );
}
