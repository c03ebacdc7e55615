import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PASSWORD_TEXT, REGISTRATION_REDIRECT_MS } from '@/features/auth/messages';
import { showToast } from '@/lib/toasts';

export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  const onChanged = useCallback(() => {
    showToast('success', PASSWORD_TEXT.changed);
    setTimeout(() => navigate(paths.home), REGISTRATION_REDIRECT_MS);
  }, [navigate]);
  const onCancel = useCallback(() => navigate(-1), [navigate]);
  return (
    <section className="page auth-page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">Change password</h1>
      <p className="muted">
        Use at least 8 characters with upper and lower case letters, a number and a special
        character.
      </p>
      <ChangePasswordForm onChanged={onChanged} onCancel={onCancel} />
    </section>
  );
}
