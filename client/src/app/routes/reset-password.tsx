import { VALIDATION } from '@baraat/shared/constants/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { PasswordStrength } from '@/features/auth/components/password-strength';
import type { FieldErrors } from '@/lib/form';
import { toApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { useForm } from '@/lib/use-form';

type Values = { new_password: string; confirm: string };

const loadSchema = () =>
  import('@baraat/shared/schemas/auth').then((s) => s.passwordResetConfirmSchema);
const confirmed = (values: Values): FieldErrors =>
  values.confirm !== values.new_password
    ? { confirm: i18n._(VALIDATION.newPasswordsMismatch) }
    : {};

export default function ResetPasswordRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm(
    { new_password: '', confirm: '' },
    {
      schema: loadSchema,
      payload: (values: Values) => ({ token, new_password: values.new_password }),
      extra: confirmed,
      show: 'submit',
    },
  );
  const { new_password: password, confirm } = form.values;
  const errors = form.shown;
  const [status, setStatus] = useState<'idle' | 'saving' | 'done'>('idle');
  const [message, setMessage] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setStatus('saving');
    try {
      setMessage(await confirmPasswordReset(token, password));
      setStatus('done');
    } catch (failure) {
      const apiError = toApiError(failure);
      setStatus('idle');
      setMessage(apiError.detail ?? apiError.message);
    }
  };

  if (!token) {
    return (
      <section className="page auth-page" aria-labelledby="reset-title">
        <h1 id="reset-title">
          <Trans>Choose a new password</Trans>
        </h1>
        <Alert tone="error">
          <Trans>This password reset link is invalid or has expired.</Trans>
        </Alert>
        <Link to={paths.forgotPassword}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">
        <Trans>Choose a new password</Trans>
      </h1>
      {status === 'done' ? (
        <>
          <Alert tone="success">{message}</Alert>
          <Link className="button" to={paths.login}>
            <Trans>Sign In</Trans>
          </Link>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {message && <Alert tone="error">{message}</Alert>}
          <PasswordField
            label={t`New password`}
            autoComplete="new-password"
            required
            value={password}
            error={errors.new_password}
            hint={<PasswordStrength password={password} />}
            onChange={(event) => form.set('new_password', event.target.value)}
          />
          <PasswordField
            label={t`Confirm new password`}
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => form.set('confirm', event.target.value)}
          />
          <button type="submit" className="button button-block" disabled={status === 'saving'}>
            {status === 'saving' ? t`Saving...` : t`Set new password`}
          </button>
        </form>
      )}
    </section>
  );
}
