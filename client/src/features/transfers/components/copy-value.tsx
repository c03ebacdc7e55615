import { TRANSFER_TEXTS } from '@baraat/shared/schemas/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Ltr } from '@/components/ui/ltr';

/** A value to type into a banking app, with Copy (the clipboard is absent outside a secure
 * context, where the value is selected instead for the person to copy). */
export function CopyValue({
  label,
  value,
  shown,
}: {
  label: string;
  value: string;
  shown: string;
}) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      const text = event.currentTarget.parentElement?.querySelector('output');
      if (text) window.getSelection()?.selectAllChildren(text);
    }
  };
  return (
    <>
      <dt>{label}</dt>
      <dd className="copy-value">
        <output>
          <Ltr>{shown}</Ltr>
        </output>{' '}
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t`Copy ${label}`}
          onClick={(event) => void copy(event)}
        >
          <Trans>Copy</Trans>
        </button>
        {copied && (
          <span role="status" className="muted">
            {' '}
            {i18n._(TRANSFER_TEXTS.copied)}
          </span>
        )}
      </dd>
    </>
  );
}
