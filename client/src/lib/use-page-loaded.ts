import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * True once the page's load event has passed, `afterMs` more, and the browser has an idle
 * moment: for code the first screen does not need (the update toast, the live channel), so
 * it does not compete with that screen's own scripts, data and images on a phone.
 */
export function usePageLoaded(afterMs = 0): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle: (() => void) | undefined;
    const settle = () => {
      // Safari has no idle callback: the delay alone has to do there.
      timer = setTimeout(() => {
        cancelIdle = whenIdle(() => setLoaded(true));
      }, afterMs);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [afterMs]);
  return loaded;
}
