// After a submit that something stopped, the focus goes where the first problem is told
// (lib/form-errors.ts), once the messages are on the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstError } from './form-errors';

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
