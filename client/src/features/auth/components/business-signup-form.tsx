import { BUSINESS_TYPES } from '@baraat/shared/constants/catalog';
import { VALIDATION } from '@baraat/shared/constants/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { FormSummary } from '@/components/ui/form-summary';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import type { FieldErrors } from '@/lib/form';
import { useForm } from '@/lib/use-form';
import { signupBusiness } from '../api/signup-business';
import { type BusinessSignupValues, businessSignupRules } from '../form-rules';
import { SIGNUP_TEXT } from '../messages';
import { type Availability, useAvailability } from '../use-availability';
import { useSignupSubmit } from '../use-signup-submit';
import { ErrorCount } from './error-count';

const EMPTY: BusinessSignupValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirmPassword: '',
  mobile: '',
  business_name: '',
  business_description: '',
  business_type: '',
  address: '',
  phone: '',
  terms: false,
};

const AVAILABILITY_HINT: Partial<Record<Availability, MessageDescriptor>> = {
  checking: msg`Checking availability...`,
  available: msg`Available`,
};

export function BusinessSignupForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm(EMPTY, businessSignupRules);
  const hint = (availability: Availability) => {
    const text = AVAILABILITY_HINT[availability];
    return text && i18n._(text);
  };

  const username = useAvailability('username', form.values.username, !form.errors.username);
  const email = useAvailability('email', form.values.email, !form.errors.email);
  const taken: FieldErrors = {};
  if (username === 'taken') taken.username = i18n._(VALIDATION.usernameTaken);
  if (email === 'taken') taken.email = i18n._(VALIDATION.emailTaken);
  const shown: FieldErrors = { ...form.shown, ...taken };
  const payload = businessSignupRules.payload(form.values);
  const { status, general, submit } = useSignupSubmit(form, {
    blocked: Object.keys(taken).length > 0,
    fallback: i18n._(SIGNUP_TEXT.businessFallback),
    send: () => signupBusiness({ ...payload, business_type: Number(payload.business_type) }),
    onDone,
  });

  const field = (name: Exclude<keyof BusinessSignupValues, 'terms'>) => ({
    ...form.bind(name),
    error: shown[name],
  });

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      {status === 'success' && (
        <Alert tone="success" reveal>
          {i18n._(SIGNUP_TEXT.businessSuccess)}
        </Alert>
      )}
      <ErrorCount count={Object.keys(shown).length} />
      <fieldset>
        <legend>
          <Trans>Your account</Trans>
        </legend>
        <TextField
          label={t`Username`}
          autoComplete="username"
          required
          hint={hint(username)}
          {...field('username')}
        />
        <div className="form-grid">
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            required
            {...field('first_name')}
          />
          <TextField label={t`Last name`} autoComplete="family-name" {...field('last_name')} />
        </div>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          hint={hint(email)}
          {...field('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          hint={<PasswordChecklist password={form.values.password} />}
          {...field('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <TextField
          label={t`Mobile`}
          type="tel"
          autoComplete="tel"
          placeholder="0300 1234567"
          required
          {...field('mobile')}
        />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Your business</Trans>
        </legend>
        <TextField
          label={t`Business name`}
          autoComplete="organization"
          required
          {...field('business_name')}
        />
        <SelectField label={t`Business type`} required {...field('business_type')}>
          <option value="">{t`Select a business type`}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {i18n._(type.name)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t`Business description`}
          required
          rows={3}
          {...field('business_description')}
        />
        <TextField
          label={t`Business address`}
          autoComplete="street-address"
          required
          {...field('address')}
        />
        <TextField
          label={t`Business phone`}
          type="tel"
          placeholder="021 34567890"
          required
          {...field('phone')}
        />
      </fieldset>
      <div className={`field checkbox-field${shown.terms ? ' field-invalid' : ''}`}>
        <label>
          <input
            type="checkbox"
            checked={form.values.terms}
            onChange={(event) => form.set('terms', event.target.checked)}
            aria-invalid={shown.terms ? true : undefined}
          />{' '}
          <Trans>
            I accept the <Link to={paths.terms}>terms and conditions</Link> and the{' '}
            <Link to={paths.privacy}>privacy policy</Link>
          </Trans>
        </label>
        {shown.terms && <p className="field-error">{shown.terms}</p>}
      </div>
      <FormSummary message={general} />
      <button type="submit" className="button button-block" disabled={status !== 'idle'}>
        {status === 'submitting' ? t`Registering your business...` : t`Register Business`}
      </button>
      <p className="form-footer">
        <Trans>
          Already registered? <Link to={paths.login}>Sign in</Link>
        </Trans>
      </p>
    </form>
  );
}
