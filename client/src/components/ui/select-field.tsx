import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function SelectField({ label, error, required, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error}>
      {(control) => (
        <div className="field-control">
          <select {...control} {...select}>
            {children}
          </select>
        </div>
      )}
    </FieldShell>
  );
}
