import { useEffect } from 'react';

/** Runs `action` once `active` has stayed true for `ms` (the spec's redirect delays). */
export function useAfterDelay(active: boolean, ms: number, action: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(action, ms);
    return () => clearTimeout(timer);
  }, [active, ms, action]);
}
