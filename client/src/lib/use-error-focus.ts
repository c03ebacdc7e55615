// The one way a long form says what stops it (docs/product/texts.md#forms): each message beside
// its field (FieldShell: aria-invalid, aria-describedby, the message under the control), one
// summary next to the submit button (components/ui/form-summary.tsx: the refusal, or the form's
// own words for what is missing), and the focus on the first field in error — on the summary
// when nothing names a field — scrolled into view, inside a dialog that scrolls too.
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a field in error is shown with: its label and message, or a group of controls. */
const FIELD_BOX = '.field, .calendar-time-field';

/** Moves the focus to the first field in error inside `root`, else to its summary. */
export function focusFirstError(root: HTMLElement | null): void {
  const target =
    root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)') ??
    root?.querySelector<HTMLElement>('.form-summary');
  if (!target) return;
  target.focus({ preventScroll: true });
  // The label, the control and its message together, in the middle of whatever scrolls.
  (target.closest(FIELD_BOX) ?? target).scrollIntoView?.({ block: 'center' });
}

/** After a submit that something stopped, the focus goes where the first problem is told,
 * once the messages are on the page: put `ref` on the <form>, call `showErrors` with them. */
export function useErrorFocus<E extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<E>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) focusFirstError(ref.current);
  }, [asked]);
  /** Call after the messages are set: the next render shows them, then the focus moves. */
  const showErrors = useCallback(() => setAsked((count) => count + 1), []);
  return { ref, showErrors };
}
