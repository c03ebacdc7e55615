import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { worksDesk } from '@/lib/desk-role';
import { type ApiError, toApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { signIn } from '@/lib/session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useAfterDelay } from '@/lib/use-after-delay';
import { useForm } from '@/lib/use-form';
import { login } from '../api/login';
import { LOGIN_REDIRECT_MS, LOGIN_TEXT } from '../messages';

type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY = { username: '', password: '' };
const RULES = {
  schema: () => import('@baraat/shared/schemas/auth').then((s) => s.loginSchema),
  show: 'submit',
} as const;

function loginErrorText(error: ApiError): string {
  if (error.status === 401) return i18n._(LOGIN_TEXT.invalid);
  if (error.status === 429) return i18n._(LOGIN_TEXT.tooMany);
  if (error.status >= 500) return i18n._(LOGIN_TEXT.server);
  if (error.status === 0) return i18n._(LOGIN_TEXT.network);
  return error.detail ?? i18n._(LOGIN_TEXT.fallback);
}

interface LoginFormProps {
  /** Called once the success message has shown for a second (docs/product/texts.md#limits). */
  /** `atDesk`: the user works a business's desk (its owner or a member of its staff). */
  onSignedIn: (atDesk: boolean) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const form = useForm(EMPTY, RULES);
  const { values, shown: errors } = form;
  const [status, setStatus] = useState<Status>('idle');
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const [atDesk, setAtDesk] = useState<boolean | null>(null);
  useUnsavedChanges(status !== 'success' && (values.username !== '' || values.password !== ''));

  const redirect = useCallback(() => onSignedIn(atDesk === true), [atDesk, onSignedIn]);
  useAfterDelay(atDesk !== null, LOGIN_REDIRECT_MS, redirect);

  const update = (field: 'username' | 'password', value: string) => {
    form.set(field, value);
    setWrongCredentials(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setStatus('submitting');
    try {
      const auth = await login(values);
      signIn(auth);
      void import('@/lib/account-language').then((module) => module.languageOnSignIn(auth.user));
      setStatus('success');
      setMessage(i18n._(LOGIN_TEXT.success));
      setAtDesk(worksDesk(auth.user));
    } catch (error) {
      const apiError = toApiError(error);
      setStatus('error');
      setWrongCredentials(apiError.status === 401);
      setMessage(loginErrorText(apiError));
    }
  };

  const busy = status === 'submitting' || status === 'success';
  return (
    <form className="form" onSubmit={submit} noValidate>
      {status === 'success' && <Alert tone="success">{message}</Alert>}
      {status === 'error' && <Alert tone="error">{message}</Alert>}
      <TextField
        label={t`Email`}
        name="username"
        autoComplete="username"
        inputMode="email"
        placeholder={t`you@example.com or your username`}
        value={values.username}
        onChange={(event) => update('username', event.target.value)}
        error={errors.username}
        invalid={wrongCredentials}
        required
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
        invalid={wrongCredentials}
        required
      />
      <div className="form-row-end">
        <Link to={paths.forgotPassword}>
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <button type="submit" className="button button-block" disabled={busy}>
        {status === 'submitting' ? t`Signing in...` : t`Sign In`}
      </button>
      <p className="form-footer">
        <Trans>
          Don't have an account? <Link to={paths.signup}>Sign up</Link>
        </Trans>
        <br />
        <Trans>
          Own a wedding business? <Link to={paths.businessSignup}>Register your business</Link>
        </Trans>
      </p>
    </form>
  );
}
