import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { toApiError } from '@/lib/http';

/** What a refused write says in place: the field's text of a 422, else the server's reason. */
export function refusalText(failure: unknown): string {
  const error = toApiError(failure);
  return Object.values(error.fieldErrors())[0] ?? error.detail ?? error.message;
}

/** The frame of Accept all and Decline all: the wedding, the choices, the refusal in place,
 * and the answer's button beside Cancel. */
export function AnswerDialog({
  id,
  title,
  intro,
  error,
  busy,
  busyLabel,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  error: string | null;
  busy: boolean;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal labelledBy={id} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={id}>{title}</h2>
        <p>{intro}</p>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
        <DialogFooter action={title} busyLabel={busyLabel} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
