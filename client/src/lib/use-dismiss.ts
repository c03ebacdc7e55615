import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Closes a menu on a click outside it, on Escape, and when the route changes. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing follows the route change
  useEffect(() => {
    close();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, ref]);
}
