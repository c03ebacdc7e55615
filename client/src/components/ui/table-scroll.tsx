import type { ReactNode } from 'react';

/**
 * The box of a table wider than a phone, which scrolls sideways inside it rather than the
 * page: a named region that takes the focus, so a keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
