// A time chosen as the calendar's forms choose it (docs/product/calendar.md#the-calendar-screen): an hour 00–23 and a minute from
// the fixed list 00, 15, 30, 45, so no time off the quarter hour can be entered.
import { SLOT_MINUTES } from '@baraat/shared/domain/slot-times';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = SLOT_MINUTES.map((m) => String(m).padStart(2, '0'));

export function TimeField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  /** HH:MM, or '' for none chosen yet. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [hour = '', minute = '00'] = value ? value.split(':') : [];
  return (
    <fieldset
      className={`calendar-time-field${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <label>
        <span aria-hidden="true">
          <Trans>Hour</Trans>
        </span>
        <select
          value={hour}
          aria-label={t`${label} hour`}
          aria-invalid={error ? true : undefined}
          onChange={(event) =>
            onChange(event.target.value ? `${event.target.value}:${minute}` : '')
          }
        >
          <option value="">--</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span aria-hidden="true">
          <Trans>Minute</Trans>
        </span>
        <select
          value={minute}
          aria-label={t`${label} minute`}
          disabled={!hour}
          onChange={(event) => onChange(`${hour}:${event.target.value}`)}
        >
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
