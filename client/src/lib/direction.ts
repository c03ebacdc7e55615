// Which way the line runs where an element sits (docs/architecture.md#right-to-left). Layout
// follows `dir` by itself; code that turns a key or a button into a sideways move asks here, so
// that in right-to-left text the left arrow and the left-hand button go on, not back.

/** 1 where the line runs left to right, -1 where it runs right to left. */
export const inlineSign = (element: Element): 1 | -1 =>
  getComputedStyle(element).direction === 'rtl' ? -1 : 1;
