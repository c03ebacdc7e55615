import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the dialog's own controls: the browser would otherwise move on
 * past the last one to its own toolbar. A dialog opened inside this one keeps its own round.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== dialog) return;
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) =>
      control.closest('dialog') === dialog &&
      !control.matches(':disabled') &&
      control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey ? event.target === first : event.target === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * A modal <dialog>: opened on mount, closed on unmount, and focus goes back to what opened it.
 * Escape asks the owner to close it, so the owner's state stays the one truth about whether
 * it is open; Tab stays inside it.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  role,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a question that interrupts the owner (components/ui/confirm-dialog). */
  role?: 'alertdialog' | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal?.();
    return () => {
      element?.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="booking-dialog"
      role={role}
      aria-labelledby={labelledBy}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
