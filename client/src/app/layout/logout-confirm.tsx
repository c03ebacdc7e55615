// Asked before a logout would leave changes unsent (docs/product/offline.md#the-promise). They are not lost: the
// outbox keeps them on this device, tagged with this account, and the drainer sends only the
// signed-in account's entries — so they go out when this account signs in here again.
import { Modal } from '@/components/ui/modal';

export function unsyncedWarning(count: number): string {
  return count === 1
    ? '1 change has not reached the server yet.'
    : `${count} changes have not reached the server yet.`;
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
  return (
    <Modal labelledBy="logout-confirm-title" onClose={onStay}>
      <h2 id="logout-confirm-title">Log out with unsynced changes?</h2>
      <p>
        {unsyncedWarning(count)} They stay on this device and are sent when you sign in here again
        with this account. Until then the server, and anyone using another device, will not see
        them.
      </p>
      <div className="button-row">
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a dialog */}
        <button type="button" className="button" onClick={onStay} autoFocus>
          Stay signed in
        </button>
        <button type="button" className="button button-secondary" onClick={onLogout}>
          Log out anyway
        </button>
      </div>
    </Modal>
  );
}
