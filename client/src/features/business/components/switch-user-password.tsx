import type { User } from '@baraat/shared/schemas/auth';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PasswordField } from '@/components/ui/password-field';
import { backToDevice } from '@/lib/desk-seat';
import { toApiError } from '@/lib/http';
import { signInAgain } from '../api/switch-user';
import { SWITCH_TEXTS } from './switch-user-texts';

/**
 * The device's own account taken back by its password: the tablet may be in anyone's hands,
 * so holding its session is no proof of being its owner (docs/product/business-desk.md#switch-user).
 */
export function SwitchUserPassword({
  device,
  onBack,
  onDone,
}: {
  device: User;
  onBack: () => void;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (navigator.onLine === false) {
      setError(i18n._(SWITCH_TEXTS.needsSignal));
      return;
    }
    setBusy(true);
    try {
      backToDevice(await signInAgain(device.username, password));
      onDone();
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.status === 401) setError(i18n._(SWITCH_TEXTS.wrongPassword));
      else if (failure.status === 0) setError(i18n._(SWITCH_TEXTS.needsSignal));
      else setError(failure.detail ?? failure.message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{device.username}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordField
        label={i18n._(SWITCH_TEXTS.password)}
        autoComplete="current-password"
        value={password}
        autoFocus
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {i18n._(SWITCH_TEXTS.back)}
        </button>
        <button type="submit" className="button" disabled={busy || password === ''}>
          {i18n._(busy ? SWITCH_TEXTS.submitting : SWITCH_TEXTS.submit)}
        </button>
      </div>
    </form>
  );
}
