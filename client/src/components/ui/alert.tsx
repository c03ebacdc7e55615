import { type ReactNode, useEffect, useRef } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

/**
 * A message box. `reveal`: it appears after an action far from it (a sign-up's button at the
 * foot of a long form on a phone), so it is scrolled into view and takes the focus.
 */
export function Alert({
  tone,
  title,
  reveal = false,
  children,
}: {
  tone: Tone;
  title?: string;
  reveal?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal) return;
    // (A test's document without layout has no scrollIntoView.)
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [reveal]);
  return (
    <div
      ref={box}
      className={`alert alert-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={reveal ? -1 : undefined}
    >
      {title && <strong className="alert-title">{title}</strong>}
      <div>{children}</div>
    </div>
  );
}
