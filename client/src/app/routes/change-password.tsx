import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PASSWORD_TEXT, REGISTRATION_REDIRECT_MS } from '@/features/auth/messages';
import { i18n } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';

export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  const onChanged = useCallback(() => {
    showToast('success', i18n._(PASSWORD_TEXT.changed));
    setTimeout(() => navigate(paths.home), REGISTRATION_REDIRECT_MS);
  }, [navigate]);
  const onCancel = useCallback(() => navigate(-1), [navigate]);
  return (
    <section className="page auth-page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">
        <Trans>Change password</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Use at least 8 characters with upper and lower case letters, a number and a special
          character.
        </Trans>
      </p>
      <ChangePasswordForm onChanged={onChanged} onCancel={onCancel} />
    </section>
  );
}
