// Whether a box that scrolls sideways has more past its start and past its end, kept as it
// scrolls and as it or its content resizes: the business tabs and wide tables show a fade
// (and the tabs an arrow) at an edge with more, so a row cut there never reads as the last.
import { type RefObject, useLayoutEffect, useState } from 'react';

export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/** The frame's classes for the edges with more (styles: more-before, more-after). */
export const edgeClasses = (edges: ScrollEdges) =>
  `${edges.before ? ' more-before' : ''}${edges.after ? ' more-after' : ''}`;

export function useScrollEdges(box: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  // After every render (content may change with it), and on scroll and resize.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // scrollLeft runs negative from the start in a right-to-left page.
      const scrolled = Math.abs(element.scrollLeft);
      const before = scrolled > 1;
      const after = scrolled + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // Every browser Baraat runs in has it; a test's document without layout (jsdom) does not.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of Array.from(element.children)) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  });
  return edges;
}
