import { VALIDATION } from '@baraat/shared/constants/messages';
import { passwordResetConfirmSchema } from '@baraat/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { PasswordStrength } from '@/features/auth/components/password-strength';
import { type FieldErrors, validateWith } from '@/lib/form';
import type { ApiError } from '@/lib/http';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'done'>('idle');
  const [message, setMessage] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWith(passwordResetConfirmSchema, { token, new_password: password });
    if (confirm !== password) found.confirm = VALIDATION.newPasswordsMismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('saving');
    try {
      setMessage(await confirmPasswordReset(token, password));
      setStatus('done');
    } catch (failure) {
      const apiError = failure as ApiError;
      setStatus('idle');
      setMessage(apiError.detail ?? apiError.message);
    }
  };

  if (!token) {
    return (
      <section className="page auth-page" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        <Alert tone="error">This password reset link is invalid or has expired.</Alert>
        <Link to={paths.forgotPassword}>Ask for a new link</Link>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {status === 'done' ? (
        <>
          <Alert tone="success">{message}</Alert>
          <Link className="button" to={paths.login}>
            Sign In
          </Link>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {message && <Alert tone="error">{message}</Alert>}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.new_password}
            hint={<PasswordStrength password={password} />}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <button type="submit" className="button button-block" disabled={status === 'saving'}>
            {status === 'saving' ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </section>
  );
}
