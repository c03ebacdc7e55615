// The box a hold period is typed in (docs/product/payments.md#holding-a-date): the owner's
// Settings and the Accept dialog.
import { HOLD_TEXTS } from '@baraat/shared/domain/holds';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/text-field';

export function HoldDaysField({
  value,
  error,
  hint,
  onChange,
}: {
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (text: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={i18n._(HOLD_TEXTS.holdFor)}
      hint={hint}
      inputMode="numeric"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
