import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CustomerSignupForm } from '@/features/auth/components/customer-signup-form';

export default function SignupRoute() {
  const navigate = useNavigate();
  const onDone = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);
  return (
    <section className="page auth-page" aria-labelledby="signup-title">
      <h1 id="signup-title">Create your account</h1>
      <p className="muted">Find, compare and book wedding vendors across Pakistan.</p>
      <CustomerSignupForm onDone={onDone} />
    </section>
  );
}
