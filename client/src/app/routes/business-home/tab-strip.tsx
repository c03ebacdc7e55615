// The business home's tabs in one row that scrolls sideways when it is wider than the screen.
// A tab cut at an edge would read as the last one, so an edge with more tabs past it fades
// out; and the tab being shown is scrolled into view, clear of the fade.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** The fade's width (business.css): the shown tab is kept out from under it. */
const FADE_PX = 32;

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
  const [more, setMore] = useState({ before: false, after: false });

  // After every render (the tabs change once the business is known), and on scroll and resize.
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  });

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

  return (
    <div
      className={`tab-strip-frame${more.before ? ' more-before' : ''}${more.after ? ' more-after' : ''}`}
    >
      <nav ref={strip} className="chip-row tab-strip" aria-label={label}>
        {children}
      </nav>
    </div>
  );
}
