// The one in-app confirmation before something is deleted or removed (halls, workers,
// packages, services, photos, slots, reviews, favourites, a booking request), instead of the browser's own
// confirm(), which cannot be styled, blocks the page and reads differently on every phone.
// It is a modal <dialog> (modal.tsx): Tab stays inside it, Escape cancels, and the focus goes
// back to the button that asked.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { DialogFooter, Modal } from './modal';

export interface ConfirmOptions {
  /** The question, in the screen's words: "Are you sure you want to delete Crystal Hall?" */
  question: string;
  /** The button that goes ahead: "Delete", "Remove", "Delete slot". */
  confirmLabel: string;
  /** The button that goes back, where "Cancel" would read as going ahead ("Keep booking"). */
  cancelLabel?: string;
}

export function ConfirmDialog({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmOptions & { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onCancel} role="alertdialog">
      <p id={titleId} className="confirm-question">
        {question}
      </p>
      <DialogFooter
        action={confirmLabel}
        onAction={onConfirm}
        danger
        onCancel={onCancel}
        cancelLabel={cancelLabel ?? t`Cancel`}
      />
    </Modal>
  );
}

/**
 * `confirm(options)` resolves true when the person confirms and false when they cancel;
 * render `dialog` where the screen is. A screen asks one question at a time.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [asking, setAsking] = useState<{
    options: ConfirmOptions;
    answer: (yes: boolean) => void;
  } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setAsking({
          options,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        }),
      ),
    [],
  );
  const dialog = asking && (
    <ConfirmDialog
      {...asking.options}
      onConfirm={() => asking.answer(true)}
      onCancel={() => asking.answer(false)}
    />
  );
  return [confirm, dialog];
}
