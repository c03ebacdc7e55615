// What the every-screen audit checks in the page itself, beside axe: the page does not scroll
// sideways, no visible control or figure is cut off, and no text is drawn in its background's colour
// (axe leaves a 1:1 pair "incomplete" rather than failing it). Runs in the browser: the
// function passed to page.evaluate must hold everything it uses.
import type { Page } from '@playwright/test';

/** Text against its background below this ratio is unreadable, whatever the font. */
export const MIN_TEXT_CONTRAST = 1.5;

export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minContrast) => {
    const problems: string[] = [];
    const styleOf = (element: Element) => getComputedStyle(element);
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? text;
      return `<${element.tagName.toLowerCase()}${id}${classes}>${name ? ` "${name}"` : ''}`;
    };
    /** Hidden from sight on purpose: the 1 px clipped text of screen readers. */
    const visuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = styleOf(at);
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !visuallyHidden(element)
      );
    };

    // 1. Sideways scrolling.
    const wide = document.documentElement.scrollWidth - window.innerWidth;
    if (wide > 0) problems.push(`the page scrolls sideways by ${wide} px`);

    // 2. Visible controls cut off by a box that clips them, or by the window.
    /** The ancestors that may clip the element: its containing blocks' chain, not its DOM's. */
    const clippersOf = (element: Element) => {
      const clippers: Element[] = [];
      let position = styleOf(element).position;
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = styleOf(at);
        const holdsFixed = style.transform !== 'none' || style.filter !== 'none';
        const holdsAbsolute = style.position !== 'static' || holdsFixed;
        if (position === 'fixed' && !holdsFixed) continue;
        if (position === 'absolute' && !holdsAbsolute) continue;
        clippers.push(at);
        position = style.position;
      }
      return clippers;
    };
    /** A sideways scroller that says so: named (a region, a nav) and reachable by keyboard. */
    const saysItScrolls = (scroller: Element) => {
      const named = scroller.hasAttribute('aria-label') || scroller.hasAttribute('aria-labelledby');
      const focusable = scroller.getAttribute('tabindex') === '0';
      const controls = Array.from(
        scroller.querySelectorAll('a[href], button, input, select, textarea'),
      );
      const reachable =
        controls.length > 0 && controls.every((control) => (control as HTMLElement).tabIndex >= 0);
      return named && (focusable || reachable);
    };
    const CONTROLS =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], ' +
      '[role=button], [role=link], [role=menuitem], [role=checkbox], [role=radio], ' +
      '[role=switch], [tabindex]:not([tabindex="-1"])';
    const cutOff = (control: Element): string | null => {
      let box = control.getBoundingClientRect();
      for (const clipper of clippersOf(control)) {
        const style = styleOf(clipper);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = clipper.getBoundingClientRect();
        const left = outer.left + clipper.clientLeft;
        const top = outer.top + clipper.clientTop;
        const right = left + clipper.clientWidth;
        const bottom = top + clipper.clientHeight;
        const outX = box.left < left - 1 || box.right > right + 1;
        const outY = box.top < top - 1 || box.bottom > bottom + 1;
        if (!outX && !outY) continue;
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        const scrollsX = scrolls(style.overflowX) && clipper.scrollWidth > clipper.clientWidth;
        const scrollsY = scrolls(style.overflowY) && clipper.scrollHeight > clipper.clientHeight;
        if (outX && !(scrollsX && saysItScrolls(clipper))) {
          return `cut off sideways by ${describe(clipper)}${scrollsX ? ', which scrolls without saying so' : ''}`;
        }
        if (outY && !scrollsY) return `cut off by ${describe(clipper)}`;
        // Scrolled into view inside its box: from here on, the box is what must show.
        box = outer;
      }
      if (box.left < -1 || box.right > window.innerWidth + 1) return 'outside the window';
      return null;
    };
    // Behind an open modal dialog the page is inert: only the dialog's controls can be reached.
    const modal = document.querySelector('dialog:modal');
    for (const control of Array.from(document.body.querySelectorAll(CONTROLS))) {
      if (!shown(control) || (modal && !modal.contains(control))) continue;
      let problem = cutOff(control);
      // A control kept off screen until it has the focus (the skip link) is judged focused.
      if (problem === 'outside the window' && control instanceof HTMLElement) {
        const before = document.activeElement;
        control.focus({ preventScroll: true });
        problem = cutOff(control);
        if (before instanceof HTMLElement) before.focus({ preventScroll: true });
        else control.blur();
      }
      if (problem) problems.push(`${describe(control)} is ${problem}`);
    }

    // 3. Text in the colour of its background.
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba | null => {
      const parts = colour
        .match(/^rgba?\(([^)]+)\)$/)?.[1]
        ?.split(/[\s,/]+/)
        .map(Number);
      if (!parts || parts.length < 3 || parts.some(Number.isNaN)) return null;
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const mix = (i: number) => top[i]! * top[3] + below[i]! * (1 - top[3]);
      return [mix(0), mix(1), mix(2), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    /** The background drawn behind the element; null over a picture or a gradient. */
    const backgroundOf = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = styleOf(at);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) layers.push(colour);
        if (colour && colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('script, style, noscript, template, option, svg')) continue;
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText || !shown(element)) continue;
      const colour = parse(styleOf(element).color);
      const background = backgroundOf(element);
      if (!colour || !background) continue;
      const [light, dark] = [luminance(over(colour, background)), luminance(background)].sort(
        (a, b) => b - a,
      ) as [number, number];
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < minContrast) {
        problems.push(
          `${describe(element)} is drawn in ${styleOf(element).color} on ${background.join(',')} ` +
            `(contrast ${ratio.toFixed(2)})`,
        );
      }
    }
    // 4. Figures cut off (an amount, a count, a percentage): its text runs past a box that hides
    // it — overflow hidden, an ellipsis, or a sideways scroller whose edge shows no sign of more
    // (its frame's more-before / more-after shade, lib/use-scroll-edges.ts).
    const FIGURE = /^(Rs\s*)?[+\u2212-]?\d[\d,.]*\s*%?$/;
    const figureCut = (element: Element): string | null => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const own = styleOf(element).overflowX !== 'visible' ? [element] : [];
      for (const clipper of [...own, ...clippersOf(element)]) {
        const style = styleOf(clipper);
        if (style.overflowX === 'visible') continue;
        const box = clipper.getBoundingClientRect();
        const left = box.left + clipper.clientLeft;
        const right = left + clipper.clientWidth;
        const pastLeft = text.left < left - 1;
        const pastRight = text.right > right + 1;
        if (!pastLeft && !pastRight) continue;
        const frame = clipper.parentElement;
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const signed = (edge: string) => scrolls && !!frame?.classList.contains(`more-${edge}`);
        // The shades name the line's edges: its start is the right one in right-to-left text.
        const [leftEdge, rightEdge] =
          style.direction === 'rtl' ? ['after', 'before'] : ['before', 'after'];
        if ((pastLeft && !signed(leftEdge)) || (pastRight && !signed(rightEdge))) {
          return `cut off by ${describe(clipper)}${scrolls ? ', which scrolls without showing it' : ''}`;
        }
      }
      return null;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (!FIGURE.test(own) || !shown(element)) continue;
      const problem = figureCut(element);
      if (problem) problems.push(`the figure ${describe(element)} is ${problem}`);
    }

    return problems;
  }, MIN_TEXT_CONTRAST);
}
