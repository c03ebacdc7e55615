import { type ComponentProps, useState } from 'react';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'adornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="field-toggle"
          aria-label={
            visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`
          }
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
