import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and `delayMs` more have passed: for work that must not
 * compete with the first screen (its code, data and images) for a phone's bandwidth, and
 * whose code is not counted in a route's first download (issue 9).
 */
export function usePageSettled(delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = setTimeout(() => setSettled(true), delayMs);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return settled;
}
