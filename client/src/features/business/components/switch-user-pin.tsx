import { STAFF_TEXTS, type StaffMember } from '@baraat/shared/schemas/staff';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { type SwitchOutcome, switchByPin } from '../api/switch-by-pin';
import { SWITCH_TEXTS } from './switch-user-texts';

/** A member's PIN, on the tablet's number pad (docs/product/business-desk.md#switch-user). */
export function SwitchUserPin({
  member,
  onBack,
  onDone,
}: {
  member: StaffMember;
  onBack: () => void;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SwitchOutcome | null>(null);
  const field = outcome && !outcome.done ? outcome.field : undefined;
  const alert = outcome && !outcome.done ? outcome.alert : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) {
      setOutcome({ done: false, field: STAFF_TEXTS.pin });
      return;
    }
    setBusy(true);
    const answer = await switchByPin(member, pin).catch(
      (): SwitchOutcome => ({ done: false, alert: i18n._(SWITCH_TEXTS.failed) }),
    );
    setBusy(false);
    if (answer.done) onDone();
    else setOutcome(answer);
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{member.name}</p>
      {alert && <Alert tone="error">{i18n._(alert)}</Alert>}
      <TextField
        label={i18n._(SWITCH_TEXTS.pin)}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        error={field && i18n._(field)}
        autoFocus
        onChange={(event) => {
          setPin(event.target.value.replace(/\D/g, ''));
          setOutcome(null);
        }}
      />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {i18n._(SWITCH_TEXTS.back)}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {i18n._(busy ? SWITCH_TEXTS.submitting : SWITCH_TEXTS.submit)}
        </button>
      </div>
    </form>
  );
}
