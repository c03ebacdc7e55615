import { VALIDATION } from '@baraat/shared/constants/messages';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import type { FieldErrors } from '@/lib/form';
import { toApiError } from '@/lib/http';
import { i18n as runtime } from '@/lib/i18n';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { changePassword } from '../api/change-password';
import { PASSWORD_TEXT } from '../messages';
import { PasswordStrength } from './password-strength';

type Values = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

const RULES = {
  schema: () => import('@baraat/shared/schemas/auth').then((s) => s.changePasswordSchema),
  extra: (values: Values): FieldErrors =>
    values.confirm_password !== values.new_password
      ? { confirm_password: runtime._(VALIDATION.newPasswordsMismatch) }
      : {},
};

interface ChangePasswordFormProps {
  onChanged: () => void;
  onCancel: () => void;
}

export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm(EMPTY, RULES);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [general, setGeneral] = useState<string>();
  useUnsavedChanges(form.dirty && status !== 'success');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setStatus('submitting');
    setGeneral(undefined);
    try {
      await changePassword({
        current_password: form.values.current_password,
        new_password: form.values.new_password,
      });
      setStatus('success');
      onChanged();
    } catch (error) {
      const apiError = toApiError(error);
      setStatus('idle');
      if (apiError.status === 400 && apiError.detail) {
        form.report({ current_password: apiError.detail });
      } else if (apiError.issues.length > 0) {
        form.report(apiError.fieldErrors());
      } else {
        setGeneral(apiError.status === 0 ? apiError.message : i18n._(PASSWORD_TEXT.changeFallback));
      }
    }
  };

  const field = form.bind;

  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      {status === 'success' && <Alert tone="success">{i18n._(PASSWORD_TEXT.changed)}</Alert>}
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        required
        {...field('current_password')}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        required
        hint={<PasswordStrength password={form.values.new_password} />}
        {...field('new_password')}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        required
        {...field('confirm_password')}
      />
      <FormSummary message={general} />
      <DialogFooter
        action={t`Change Password`}
        busyLabel={t`Changing...`}
        busy={status === 'submitting'}
        disabled={status !== 'idle'}
        onCancel={onCancel}
      />
    </form>
  );
}
