// Route guards exactly as docs/product/README.md#routes-and-guards says: a Loading... spinner while the
// session loads; sign-in required → /login remembering the page; the desk only → /access-denied,
// and a desk screen the role may not use says so (docs/product/accounts.md#what-each-role-may-do);
// logged-out-only screens send whoever works a desk to /business/home and customers to /.
import type { DeskAction } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { userDeskCan, worksDesk } from '@/lib/desk-role';
import { useDeskSeat } from '@/lib/desk-seat-store';
import { useSessionStore } from '@/lib/session';

// A role's refusal, for the few who open a screen their role is not for.
const DeskRefusal = lazy(() =>
  import('./desk-refusal').then((module) => ({ default: module.DeskRefusal })),
);

export interface FromState {
  from?: { pathname: string; search: string; hash: string };
}

function useGuardState() {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.session?.user ?? null);
  return { loading: status === 'loading', user };
}

interface RequireAuthProps {
  /** Where a visitor is sent (/login, or /auth/login for the bookings pages). */
  loginPath?: string;
  /** Shown instead of redirecting (the messages and profile pages do this). */
  fallback?: ReactNode;
}

export function RequireAuth({ loginPath = paths.login, fallback }: RequireAuthProps) {
  const { loading, user } = useGuardState();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) {
    if (fallback) return <>{fallback}</>;
    const state: FromState = { from: location };
    return <Navigate to={loginPath} replace state={state} />;
  }
  return <Outlet />;
}

interface RequireDeskProps {
  /** What the screen is for: a desk role that may not take it is told so instead. */
  action?: DeskAction;
  /** Shown to anyone who does not work a desk, instead of redirecting. */
  fallback?: ReactNode;
}

/** The desk's screens: its owner and its staff; each screen for the roles of its action. */
export function RequireDesk({ action = 'desk', fallback }: RequireDeskProps) {
  const { loading, user } = useGuardState();
  const location = useLocation();
  // A member acting on this device changes what the desk shows.
  useDeskSeat((state) => state.acting);
  if (loading) return <Spinner />;
  if (worksDesk(user)) {
    return userDeskCan(user, action) ? (
      <Outlet />
    ) : (
      <Suspense fallback={<Spinner />}>
        <DeskRefusal action={action} />
      </Suspense>
    );
  }
  if (fallback) return <>{fallback}</>;
  if (!user) {
    const state: FromState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Navigate to={paths.accessDenied} replace />;
}

/**
 * Sign-in and sign-up screens. The check is made when the screen opens, once the session has
 * loaded: a user who signs in on it stays to read the success message before the screen
 * redirects.
 */
export function LoggedOutOnly() {
  const { loading, user } = useGuardState();
  if (loading) return <Spinner />;
  return <SignedOutOnArrival user={user} />;
}

function SignedOutOnArrival({ user }: { user: User | null }) {
  const [signedInOnArrival] = useState(() => user);
  if (signedInOnArrival) {
    return <Navigate to={worksDesk(signedInOnArrival) ? paths.businessHome : paths.home} replace />;
  }
  return <Outlet />;
}

/** Where to go after signing in: the desk's people to /business/home, others back where they came from. */
export function afterSignInPath(atDesk: boolean, state: unknown): string {
  if (atDesk) return paths.businessHome;
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.authLogin) {
    return paths.home;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
