import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'adornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const field = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="field-toggle"
          aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
