// Asked before a logout would leave changes unsent (docs/product/offline.md#the-promise). They are not lost: the
// outbox keeps them on this device, tagged with this account, and the drainer sends only the
// signed-in account's entries — so they go out when this account signs in here again.

import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Modal } from '@/components/ui/modal';
import { useLanguage } from '@/lib/i18n-react';

export function unsyncedWarning(count: number): string {
  return t`${plural(count, {
    one: '# change has not reached the server yet.',
    other: '# changes have not reached the server yet.',
  })}`;
}

export default function LogoutConfirm({
  count,
  onStay,
  onLogout,
}: {
  count: number;
  onStay: () => void;
  onLogout: () => void;
}) {
  useLanguage();
  return (
    <Modal labelledBy="logout-confirm-title" onClose={onStay}>
      <h2 id="logout-confirm-title">
        <Trans>Log out with unsynced changes?</Trans>
      </h2>
      <p>
        {unsyncedWarning(count)}{' '}
        <Trans>
          They stay on this device and are sent when you sign in here again with this account. Until
          then the server, and anyone using another device, will not see them.
        </Trans>
      </p>
      <div className="button-row">
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a dialog */}
        <button type="button" className="button" onClick={onStay} autoFocus>
          <Trans>Stay signed in</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={onLogout}>
          <Trans>Log out anyway</Trans>
        </button>
      </div>
    </Modal>
  );
}
