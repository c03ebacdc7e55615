// What the Add staff and Edit forms share (docs/product/business-desk.md#staff): the dialog
// around the form, and where a server's refusal lands — a field's on that field (a taken
// username), anything else above the form (at most 50 staff).
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogFooter, Modal } from '@/components/ui/modal';
import type { FieldErrors } from '@/lib/form';
import { toApiError } from '@/lib/http';
import { STAFF_SECTION_TEXTS } from '../texts';

interface StaffDialogProps {
  title: string;
  action: string;
  formRef: React.Ref<HTMLFormElement>;
  /** The form's own check; false stops the submit. */
  check: () => Promise<boolean>;
  /** Sends the form; its refusal is routed by `report`. */
  send: () => Promise<void>;
  /** A refusal's field messages, shown on their fields. */
  report: (errors: FieldErrors) => void;
  onClose: () => void;
  children: ReactNode;
}

export function StaffDialog(props: StaffDialogProps) {
  const { title, action, formRef, check, send, report, onClose, children } = props;
  const titleId = useId();
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    if (!(await check())) return;
    setSaving(true);
    try {
      await send();
    } catch (failure) {
      const refusal = toApiError(failure);
      const fields = refusal.fieldErrors();
      if (Object.keys(fields).length > 0) report(fields);
      else
        setGeneral(
          refusal.detail ??
            (refusal.status === 0 ? refusal.message : i18n._(STAFF_SECTION_TEXTS.saveFailed)),
        );
      setSaving(false);
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {general && (
          <Alert tone="error" reveal>
            {general}
          </Alert>
        )}
        {children}
        <DialogFooter action={action} busyLabel={t`Saving...`} busy={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
}
