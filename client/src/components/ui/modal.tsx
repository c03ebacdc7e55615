import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal <dialog>: opened on mount, closed on unmount; Escape asks the owner to close it,
 * so the owner's state stays the one truth about whether it is open.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal?.();
    return () => element?.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="booking-dialog"
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
