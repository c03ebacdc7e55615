import { type ReactNode, useRef } from 'react';
import { edgeClasses, useScrollEdges } from '@/lib/use-scroll-edges';

/**
 * The box of a table wider than its screen, which scrolls sideways inside it rather than the
 * page: a named region that takes the focus, so a keyboard can scroll it too, and whose edge
 * with more columns past it shades over (lib/use-scroll-edges.ts), so a cut column never reads
 * as the table's last. A table that becomes cards on a phone (styles/card-table.css) never
 * needs it there.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const more = useScrollEdges(box);
  return (
    <div className={`table-scroll-frame${edgeClasses(more)}`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section ref={box} className="table-scroll" aria-label={label} tabIndex={0}>
        {children}
      </section>
    </div>
  );
}
