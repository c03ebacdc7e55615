import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './alert';

/** A load that failed: what went wrong and a Try Again that asks once more. */
export function RetryAlert({
  title,
  children,
  onRetry,
}: {
  title?: string;
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" title={title}>
      {children}{' '}
      <button type="button" className="button button-small button-secondary" onClick={onRetry}>
        <Trans>Try Again</Trans>
      </button>
    </Alert>
  );
}
