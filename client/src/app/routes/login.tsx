import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterSignInPath } from '@/app/guards';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const onSignedIn = useCallback(
    (isOwner: boolean) => navigate(afterSignInPath(isOwner, location.state), { replace: true }),
    [navigate, location.state],
  );
  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Sign In</h1>
      <p className="muted">Welcome back. Sign in to book vendors or run your business.</p>
      <LoginForm onSignedIn={onSignedIn} />
    </section>
  );
}
