// The business home's tabs in one row that scrolls sideways when it is wider than the screen.
// A tab cut at an edge, or a row that ends between two tabs, would read as the last one, so an
// edge with more tabs past it fades out and shows an arrow that scrolls on (lib/use-scroll-edges.ts);
// and the tab being shown is scrolled into view, clear of the fade.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { inlineSign } from '@/lib/direction';
import { edgeClasses, useScrollEdges } from '@/lib/use-scroll-edges';

/** The fade's width (business.css): the shown tab is kept out from under it. */
const FADE_PX = 32;

/** An arrow moves the row by this share of its width, so a cut tab stays in sight. */
const ARROW_STEP = 0.7;

export function TabStrip({
  label,
  current,
  children,
}: {
  label: string;
  /** The tab being shown, marked aria-current="page" among the children. */
  current: string;
  children: ReactNode;
}) {
  const strip = useRef<HTMLElement>(null);
  const more = useScrollEdges(strip);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when another tab is shown
  useLayoutEffect(() => {
    const element = strip.current;
    const shown = element?.querySelector('[aria-current="page"]');
    if (!element || !shown) return;
    const box = element.getBoundingClientRect();
    const tab = shown.getBoundingClientRect();
    if (tab.left < box.left + FADE_PX) element.scrollLeft -= box.left + FADE_PX - tab.left;
    else if (tab.right > box.right - FADE_PX) element.scrollLeft += tab.right - box.right + FADE_PX;
  }, [current]);

  // A pointer's shortcut: the keyboard reaches every tab by Tab, which scrolls it into view.
  const arrow = (edge: 'before' | 'after') => (
    <button
      type="button"
      className={`tab-strip-arrow tab-strip-arrow-${edge}`}
      tabIndex={-1}
      aria-hidden="true"
      onClick={() => {
        const element = strip.current;
        if (!element) return;
        const step = element.clientWidth * ARROW_STEP * inlineSign(element);
        element.scrollBy({ left: edge === 'after' ? step : -step, behavior: 'smooth' });
      }}
    >
      {edge === 'after' ? '›' : '‹'}
    </button>
  );

  return (
    <div className={`tab-strip-frame${edgeClasses(more)}`}>
      <nav ref={strip} className="chip-row tab-strip" aria-label={label}>
        {children}
      </nav>
      {more.before && arrow('before')}
      {more.after && arrow('after')}
    </div>
  );
}
