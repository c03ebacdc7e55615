import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  /** Marks the field wrong without a message of its own (the form says why). */
  invalid?: boolean | undefined;
  hint?: ReactNode;
  /** Renders the control with the id and ARIA wiring of the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field, wired for screen readers. */
export function FieldShell({ label, required, error, invalid, hint, children }: FieldShellProps) {
  const { i18n } = useLingui();
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`field${error || invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {/* A rule of shared/ words its error in English; the runtime translates it. */}
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
