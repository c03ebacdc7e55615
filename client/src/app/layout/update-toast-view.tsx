// What the update toast shows and when it lets the update through: never over typed-but-
// unsent input (docs/product/offline.md#the-promise), nor while this tab is sending queued changes — a reload then is
// safe (the Idempotency-Key makes the resend count once) but would cut a request short and
// leave the change waiting longer. Apart from update-toast.tsx so it is testable without the
// service worker's registration.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSyncActivity } from '@/lib/sync-activity';
import { useHasUnsavedChanges } from '@/lib/unsaved-changes';

export const UPDATE_TEXTS = {
  available: msg`An update of Baraat is available.`,
  unsaved: msg`Finish or send what you are typing first, then update.`,
  sending: msg`Your changes are being sent to the server. Update again in a moment.`,
};

export function UpdateToastView({
  onUpdate,
  onLater,
}: {
  onUpdate: () => void;
  onLater: () => void;
}) {
  const { i18n } = useLingui();
  const unsaved = useHasUnsavedChanges();
  const sending = useSyncActivity((state) => state.draining);
  const [blocked, setBlocked] = useState(false);

  const apply = () => {
    if (unsaved || sending) {
      setBlocked(true);
      return;
    }
    onUpdate();
  };

  return (
    <div className="toast toast-info update-toast" role="status">
      <span>
        {i18n._(
          blocked && unsaved
            ? UPDATE_TEXTS.unsaved
            : blocked && sending
              ? UPDATE_TEXTS.sending
              : UPDATE_TEXTS.available,
        )}
      </span>
      <button type="button" className="button button-small" onClick={apply}>
        <Trans>Update</Trans>
      </button>
      <button type="button" className="button button-small button-secondary" onClick={onLater}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
