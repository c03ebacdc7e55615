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
      <h1 id="business-signup-title">Register your business</h1>
      <p className="muted">Reach couples across Pakistan and manage your bookings in one place.</p>
      <BusinessSignupForm onDone={onDone} />
    </section>
  );
}
