import { CITIES } from '@baraat/shared/constants/catalog';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { FormSummary } from '@/components/ui/form-summary';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { signupCustomer } from '../api/signup-customer';
import { type CustomerSignupValues, customerSignupRules } from '../form-rules';
import { SIGNUP_TEXT } from '../messages';
import { useSignupSubmit } from '../use-signup-submit';
import { ErrorCount } from './error-count';

const EMPTY: CustomerSignupValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  first_name: '',
  last_name: '',
  mobile: '',
  city_id: '',
};

export function CustomerSignupForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm(EMPTY, customerSignupRules);
  const payload = customerSignupRules.payload(form.values);
  const { status, general, submit } = useSignupSubmit(form, {
    fallback: i18n._(SIGNUP_TEXT.customerFallback),
    send: () => signupCustomer({ ...payload, city_id: Number(payload.city_id) }),
    onDone,
  });

  const field = form.bind;

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      {status === 'success' && (
        <Alert tone="success" reveal>
          {i18n._(SIGNUP_TEXT.customerSuccess)}
        </Alert>
      )}
      <ErrorCount count={Object.keys(form.shown).length} />
      <TextField label={t`Username`} autoComplete="username" required {...field('username')} />
      <TextField label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
      <div className="form-grid">
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      </div>
      <div className="form-grid">
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          required
          {...field('first_name')}
        />
        <TextField
          label={t`Last name (optional)`}
          autoComplete="family-name"
          {...field('last_name')}
        />
      </div>
      <TextField
        label={t`Mobile (optional)`}
        type="tel"
        autoComplete="tel"
        placeholder="+92 300 1234567"
        {...field('mobile')}
      />
      <SelectField label={t`City`} required {...field('city_id')}>
        <option value="">{t`Select your city`}</option>
        {CITIES.map((city) => (
          <option key={city.id} value={city.id}>
            {i18n._(city.name)}
          </option>
        ))}
      </SelectField>
      <FormSummary message={general} />
      <button
        type="submit"
        className="button button-block"
        disabled={!form.isValid || status !== 'idle'}
      >
        {status === 'submitting' ? t`Creating your account...` : t`Sign Up`}
      </button>
      <p className="form-footer">
        <Trans>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </Trans>
      </p>
    </form>
  );
}
