import { CITIES } from '@baraat/shared/constants/catalog';
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
  const form = useForm(EMPTY, customerSignupRules);
  const payload = customerSignupRules.payload(form.values);
  const { status, general, submit } = useSignupSubmit(form, {
    fallback: SIGNUP_TEXT.customerFallback,
    send: () => signupCustomer({ ...payload, city_id: Number(payload.city_id) }),
    onDone,
  });

  const field = form.bind;

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      {status === 'success' && (
        <Alert tone="success" reveal>
          {SIGNUP_TEXT.customerSuccess}
        </Alert>
      )}
      <ErrorCount count={Object.keys(form.shown).length} />
      <TextField label="Username" autoComplete="username" required {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <div className="form-grid">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      </div>
      <div className="form-grid">
        <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
        <TextField
          label="Last name (optional)"
          autoComplete="family-name"
          {...field('last_name')}
        />
      </div>
      <TextField
        label="Mobile (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+92 300 1234567"
        {...field('mobile')}
      />
      <SelectField label="City" required {...field('city_id')}>
        <option value="">Select your city</option>
        {CITIES.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </SelectField>
      <FormSummary message={general} />
      <button
        type="submit"
        className="button button-block"
        disabled={!form.isValid || status !== 'idle'}
      >
        {status === 'submitting' ? 'Creating your account...' : 'Sign Up'}
      </button>
      <p className="form-footer">
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </p>
    </form>
  );
}
