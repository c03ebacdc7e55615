import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CustomerSignupForm } from '@/features/auth/components/customer-signup-form';

export default function SignupRoute() {
  const navigate = useNavigate();
  const onDone = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);
  return (
    <section className="page auth-page" aria-labelledby="signup-title">
      <h1 id="signup-title">
        <Trans>Create your account</Trans>
      </h1>
      <p className="muted">
        <Trans>Find, compare and book wedding vendors across Pakistan.</Trans>
      </p>
      <CustomerSignupForm onDone={onDone} />
    </section>
  );
}
