import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
}

export function TextAreaField({ label, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldShell>
  );
}
