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
  check: () => Promise<{ ok: boolean }>;
  report: (errors: FieldErrors) => void;
}

/**
 * A sign-up form's submit (docs/product/messaging.md#the-live-channel): signs the new account in, shows success and moves on
 * after the spec's delay; a refusal goes to the fields it names or to one general message.
 * Leaving with typed input asks first.
 */
export function useSignupSubmit(
  form: SignupForm,
  options: {
    /** Something besides the form's rules stops the submit (a name already taken). */
    blocked?: boolean;
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
    if (status !== 'idle') return;
    const checked = await form.check();
    if (!checked.ok || options.blocked) return;
    setStatus('submitting');
    setGeneral(undefined);
    try {
      const auth = await options.send();
      signIn(auth);
      void import('@/lib/account-language').then((module) => module.languageOnSignIn(auth.user));
      setStatus('success');
    } catch (error) {
      const failure = describeSignupError(toApiError(error), options.fallback);
      form.report(failure.fields);
      setGeneral(failure.general);
      setStatus('idle');
    }
  };
  return { status, general, submit };
}
