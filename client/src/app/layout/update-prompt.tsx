// Where the service worker's update toast (update-toast.tsx) joins the layout, and when.
import { lazy, Suspense } from 'react';
import { usePageLoaded } from '@/lib/use-page-loaded';

// The toast and the worker registration (workbox-window) are not part of the first download.
// With no signal by the time it is fetched (a desk gone offline just after loading), the page
// goes on without it: the next load registers the worker.
const UpdateToast = lazy(() => import('./update-toast').catch(() => ({ default: () => null })));

/** How long after the load event the worker is registered; see UpdatePrompt. */
const REGISTER_AFTER_LOAD_MS = 2000;

/**
 * Registers the worker a moment after the page has loaded: its precache (the whole app) must
 * not compete for a phone's bandwidth with the first screen, whose data and images are still
 * arriving after the load event.
 */
export function UpdatePrompt() {
  const settled = usePageLoaded(REGISTER_AFTER_LOAD_MS);
  return settled ? (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  ) : null;
}
