// The update toast: a new version waits until the user applies it (prompt mode), and the view
// (update-toast-view.tsx) refuses to reload over unsaved input. Loaded by UpdatePrompt once
// the page has settled.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateToastView } from './update-toast-view';

export default function UpdateToast() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <UpdateToastView
      onUpdate={() => void updateServiceWorker(true)}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
