import { useLingui } from '@lingui/react/macro';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-circle" aria-hidden="true" />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}
