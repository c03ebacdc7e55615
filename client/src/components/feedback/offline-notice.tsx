import { useLingui } from '@lingui/react/macro';

/** Says that what is shown is the copy kept on this device (docs/product/offline.md#the-promise). */
export function OfflineNotice({ children }: { children?: string }) {
  const { t } = useLingui();
  return (
    <p className="offline-notice" role="status">
      {children ?? t`Offline — showing saved results`}
    </p>
  );
}
