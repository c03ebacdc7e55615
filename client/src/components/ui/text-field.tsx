import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the input, inside the field (a show-password button). */
  adornment?: ReactNode;
  invalid?: boolean;
}

export function TextField({
  label,
  error,
  hint,
  adornment,
  invalid,
  required,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} invalid={invalid} hint={hint}>
      {(control) => (
        <div className="field-control">
          <input {...control} {...input} />
          {adornment}
        </div>
      )}
    </FieldShell>
  );
}
