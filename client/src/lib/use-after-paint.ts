import { startTransition, useEffect, useState } from 'react';

/**
 * True from the render after the one where `ready` became true has been painted: for the parts
 * of a screen below its first view, so the first paint (and its largest image) does not wait
 * for them. A frame callback runs just before the paint; the timeout set there runs after it.
 * That render is a transition, which React does in slices of a few milliseconds, yielding to
 * the browser between them, so a tap or a scroll is not kept waiting while the parts render.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
