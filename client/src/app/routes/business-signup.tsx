import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BusinessSignupForm } from '@/features/auth/components/business-signup-form';

export default function BusinessSignupRoute() {
  const navigate = useNavigate();
  const onDone = useCallback(
    () => navigate(paths.businessDashboard, { replace: true }),
    [navigate],
  );
  return (
    <section className="page auth-page wide" aria-labelledby="business-signup-title">
      <h1 id="business-signup-title">
        <Trans>Register your business</Trans>
      </h1>
      <p className="muted">
        <Trans>Reach couples across Pakistan and manage your bookings in one place.</Trans>
      </p>
      <BusinessSignupForm onDone={onDone} />
    </section>
  );
}
