import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { toApiError } from '@/lib/http';
import { useForm } from '@/lib/use-form';

const RULES = {
  schema: () => import('@baraat/shared/schemas/auth').then((s) => s.passwordResetRequestSchema),
  show: 'submit',
} as const;

export default function ForgotPasswordRoute() {
  const { t } = useLingui();
  const form = useForm({ email: '' }, RULES);
  const { email } = form.values;
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [message, setMessage] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setStatus('sending');
    setMessage(undefined);
    try {
      setMessage(await requestPasswordReset(email));
      setStatus('sent');
    } catch (failure) {
      setStatus('idle');
      setMessage(toApiError(failure).message);
    }
  };

  return (
    <section className="page auth-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className="muted">
        <Trans>Enter your account's e-mail and we will send you a link to choose a new one.</Trans>
      </p>
      {status === 'sent' ? (
        <Alert tone="success">{message}</Alert>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {message && <Alert tone="error">{message}</Alert>}
          <TextField
            label={t`Email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={form.shown.email}
            onChange={(event) => form.set('email', event.target.value)}
          />
          <button type="submit" className="button button-block" disabled={status === 'sending'}>
            {status === 'sending' ? t`Sending...` : t`Send reset link`}
          </button>
        </form>
      )}
      <p className="form-footer">
        <Link to={paths.login}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </section>
  );
}
