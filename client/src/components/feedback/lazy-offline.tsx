// React.lazy for the desk's modals and forms, which a tablet may open with no signal (docs/product/offline.md).
// Their code is preloaded and the service worker keeps it, but a device that lost signal
// before either had it cannot fetch it: then the screen says so and stays usable, instead of
// the chunk's failure taking the whole app down. The next load tries again.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy } from 'react';
import { Alert } from '@/components/ui/alert';

export const NOT_ON_DEVICE: MessageDescriptor = msg`This part of Baraat has not been saved on this device yet. It opens once the signal returns.`;

function NotOnDevice({ onClose }: { onClose?: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert tone="warning">
      {i18n._(NOT_ON_DEVICE)}{' '}
      {onClose && (
        <button type="button" className="button button-small button-secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      )}
    </Alert>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the constraint React.lazy itself puts on T
export function lazyOffline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const fallback = { default: NotOnDevice as unknown as T };
  return lazy<T>(() => load().catch(() => fallback));
}
