import { REQUEST_TOASTS } from '@baraat/shared/constants/business-requests';
import { formatDateWithTimes } from '@baraat/shared/domain/format';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useDeclineRequest } from '../api/answer-request';
import { customerName } from '../request-view';

/** Decline a request, saying why (docs/product/booking.md#the-booking-lifecycle: the reason reaches the customer). */
export function DeclineDialog({
  booking,
  onClose,
}: {
  booking: OwnerBooking;
  onClose: () => void;
}) {
  const decline = useDeclineRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await decline.mutateAsync({ id: booking.booking_id, body: { reason } });
      showToast('success', i18n._(REQUEST_TOASTS.rejected));
      onClose();
    } catch (failure) {
      const text = toApiError(failure).detail ?? i18n._(REQUEST_TOASTS.rejectFailed);
      setError(text);
      showToast('error', text);
    }
  };

  return (
    <Modal labelledBy="decline-dialog-title" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id="decline-dialog-title">
          <Trans>Decline Request</Trans>
        </h2>
        <p>
          {customerName(booking)} ·{' '}
          {formatDateWithTimes(booking.slot.date, booking.slot.start_time, booking.slot.end_time)}
        </p>
        <TextAreaField
          label={t`Reason`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <DialogFooter action={t`Decline`} busy={decline.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
