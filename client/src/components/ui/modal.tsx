// The modal dialog, and the footer every dialog and editing form ends with. They are one module
// because nearly every user of one uses the other: apart they were one more chunk name in the
// preload map of the first load.
import { useLingui } from '@lingui/react/macro';
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

/**
 * How every dialog and editing form ends (docs/product/texts.md#forms): Cancel first, the safe
 * answer a dialog opened on its buttons focuses, then the button that does the thing — the
 * form's submit, or a button of its own where there is no form (a refund asked for).
 */
export interface DialogFooterProps {
  /** The button that does it, named for what it does: "Save Profile", "Record payment". */
  action: string;
  /** Its text while the work runs ("Saving..."); the action's own text when not given. */
  busyLabel?: string;
  /** The work runs: the action cannot be pressed again. */
  busy?: boolean;
  /** The action cannot be pressed for another reason (a check not passed yet). */
  disabled?: boolean;
  /** A sentence saying why the action waits (the id of the element that says it). */
  describedBy?: string | undefined;
  /** Where there is no form to submit: what the action button does. */
  onAction?: () => void;
  /** A refund or a deletion: the action in the danger colour. */
  danger?: boolean;
  onCancel: () => void;
  /** The word for going back, where "Cancel" would read as going ahead. */
  cancelLabel?: string;
  /** Cancel is held too while the work runs (a save that must not be left half-way). */
  holdCancel?: boolean;
}

export function DialogFooter({
  action,
  busyLabel,
  busy = false,
  disabled = false,
  describedBy,
  onAction,
  danger = false,
  onCancel,
  cancelLabel,
  holdCancel = false,
}: DialogFooterProps) {
  const { t } = useLingui();
  return (
    <div className="button-row">
      <button
        type="button"
        className="button button-secondary"
        onClick={onCancel}
        disabled={holdCancel && busy}
      >
        {cancelLabel ?? t`Cancel`}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        className={danger ? 'button button-danger' : 'button'}
        onClick={onAction}
        disabled={busy || disabled}
        aria-describedby={describedBy}
      >
        {busy && busyLabel ? busyLabel : action}
      </button>
    </div>
  );
}
