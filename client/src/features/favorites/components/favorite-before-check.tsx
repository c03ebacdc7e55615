import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { worksDesk } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';

/**
 * The save button before anything is read: visitors are offered sign-in, a customer sees it
 * disabled until the server says whether the vendor is saved, the desk's people see none. The
 * profile's first paint shows it (app/routes/vendor-profile.tsx), before the favourites' code.
 */
export function FavoriteBeforeCheck() {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const location = useLocation();
  if (!user) {
    return (
      <Link className="button button-secondary" to={paths.login} state={{ from: location }}>
        ♡ <Trans>Sign in to save</Trans>
      </Link>
    );
  }
  if (worksDesk(user)) return null;
  return (
    <button type="button" className="button button-secondary" aria-pressed={false} disabled>
      ♡ <Trans>Save</Trans>
    </button>
  );
}
