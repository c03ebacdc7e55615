import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the page's load event has passed, `afterMs` more, and the browser has an idle
 * moment: for code the first screen does not need (the update toast, the live channel), so
 * it does not compete with that screen's own scripts, data and images on a phone.
 */
export function usePageLoaded(afterMs = 0): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const done = () => setLoaded(true);
    const settle = () => {
      timer = setTimeout(() => {
        // Safari has no requestIdleCallback: the delay alone has to do there.
        if ('requestIdleCallback' in window) {
          idle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        } else done();
      }, afterMs);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [afterMs]);
  return loaded;
}
