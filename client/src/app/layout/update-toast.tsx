// The update toast: a new version waits until the user applies it, and never reloads over
// unsaved input (DESIGN.md §5). Loaded by UpdatePrompt once the page has settled.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useState } from 'react';
import { useHasUnsavedChanges } from '@/lib/unsaved-changes';

export default function UpdateToast() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const unsaved = useHasUnsavedChanges();
  const [blocked, setBlocked] = useState(false);

  if (!needRefresh) return null;

  const apply = () => {
    if (unsaved) {
      setBlocked(true);
      return;
    }
    void updateServiceWorker(true);
  };

  return (
    <div className="toast toast-info update-toast" role="status">
      <span>
        {blocked && unsaved
          ? 'Finish or send what you are typing first, then update.'
          : 'An update of Baraat is available.'}
      </span>
      <button type="button" className="button button-small" onClick={apply}>
        Update
      </button>
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => setNeedRefresh(false)}
      >
        Later
      </button>
    </div>
  );
}
