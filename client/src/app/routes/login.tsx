import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterSignInPath } from '@/app/guards';
import { Alert } from '@/components/ui/alert';
import { LoginForm } from '@/features/auth/components/login-form';
import { clearSeatNotice, useDeskSeat } from '@/lib/desk-seat';

/** Why the device signed a member out, when it did (docs/product/accounts.md#staff-and-roles). */
function SignedOutNotice() {
  const notice = useDeskSeat((state) => state.notice);
  useEffect(() => clearSeatNotice, []);
  return notice ? <Alert tone="error">{notice}</Alert> : null;
}

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const onSignedIn = useCallback(
    (atDesk: boolean) => navigate(afterSignInPath(atDesk, location.state), { replace: true }),
    [navigate, location.state],
  );
  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <h1 id="login-title">
        <Trans>Sign In</Trans>
      </h1>
      <p className="muted">
        <Trans>Welcome back. Sign in to book vendors or run your business.</Trans>
      </p>
      <SignedOutNotice />
      <LoginForm onSignedIn={onSignedIn} />
    </section>
  );
}
