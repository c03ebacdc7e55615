import type { CustomerProfile } from '@baraat/shared/schemas/customer-profile';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { updateUser, useSessionStore } from '@/lib/session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { useUpdateCustomerProfile } from '../api/update-customer-profile';

type Values = {
  first_name: string;
  last_name: string;
  mobile: string;
  address: string;
  bio: string;
};

/** The profile as sent: the names and mobile are the user's, address and bio the profile's. */
const payloadOf = (values: Values) => ({
  address: values.address,
  bio: values.bio,
  user: { first_name: values.first_name, last_name: values.last_name, mobile: values.mobile },
});

const RULES = {
  schema: () =>
    import('@baraat/shared/schemas/customer-profile').then((s) => s.customerProfileSchema),
  payload: payloadOf,
  show: 'submit',
} as const;

interface ProfileFormProps {
  profile: CustomerProfile;
  onSaved: (profile: CustomerProfile) => void;
  onCancel: () => void;
}

/** Edit mode of the customer profile (docs/product/discovery.md#the-customer-screens): e-mail read-only, names required. */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useLingui();
  const session = useSessionStore((state) => state.session);
  const form = useForm(
    {
      first_name: profile.user.first_name,
      last_name: profile.user.last_name ?? '',
      mobile: profile.user.mobile ?? '',
      address: profile.address ?? '',
      bio: profile.bio ?? '',
    },
    RULES,
  );
  const { values, shown: errors } = form;
  const update = useUpdateCustomerProfile(profile.user.user_id);
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(true);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    form.set(field, event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setSaving(true);
    try {
      const saved = await update.mutateAsync(payloadOf(values));
      if (session) {
        updateUser({
          ...session.user,
          first_name: saved.user.first_name,
          last_name: saved.user.last_name,
          mobile: saved.user.mobile,
        });
      }
      onSaved(saved);
    } catch (failure) {
      const apiError = toApiError(failure);
      form.report(apiError.fieldErrors());
      setGeneral(apiError.detail ?? t`Failed to update profile`);
      setSaving(false);
    }
  };

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <TextField
          label={t`First name`}
          required
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <TextField
          label={t`Last name`}
          required
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <TextField
        label={t`Email`}
        value={profile.user.email}
        readOnly
        hint={t`Your e-mail cannot be changed.`}
      />
      <TextField
        label={t`Mobile`}
        type="tel"
        placeholder="+92 300 1234567"
        value={values.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
      />
      <TextField
        label={t`Address`}
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
      <TextAreaField
        label={t`Bio`}
        rows={3}
        value={values.bio}
        onChange={set('bio')}
        error={errors.bio}
      />
      <FormSummary message={general} />
      <DialogFooter
        action={t`Save Profile`}
        busyLabel={t`Saving...`}
        busy={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
