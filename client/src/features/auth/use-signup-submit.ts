import type { AuthResponse } from '@baraat/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '@/lib/form';
import { toApiError } from '@/lib/http';
import { signIn } from '@/lib/session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useAfterDelay } from '@/lib/use-after-delay';
import { REGISTRATION_REDIRECT_MS } from './messages';
import { describeSignupError } from './signup-errors';

interface SignupForm {
  dirty: boolean;
  markSubmitted: () => void;
  setServerErrors: (errors: FieldErrors) => void;
}

/**
 * A sign-up form's submit (000 §4): signs the new account in, shows success and moves on
 * after the spec's delay; a refusal goes to the fields it names or to one general message.
 * Leaving with typed input asks first.
 */
export function useSignupSubmit(
  form: SignupForm,
  options: {
    canSubmit: boolean;
    fallback: string;
    send: () => Promise<AuthResponse>;
    onDone: () => void;
  },
) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [general, setGeneral] = useState<string>();
  useUnsavedChanges(form.dirty && status !== 'success');
  useAfterDelay(status === 'success', REGISTRATION_REDIRECT_MS, options.onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!options.canSubmit || status !== 'idle') return;
    setStatus('submitting');
    setGeneral(undefined);
    try {
      signIn(await options.send());
      setStatus('success');
    } catch (error) {
      const failure = describeSignupError(toApiError(error), options.fallback);
      form.setServerErrors(failure.fields);
      setGeneral(failure.general);
      setStatus('idle');
    }
  };
  return { status, general, submit };
}
