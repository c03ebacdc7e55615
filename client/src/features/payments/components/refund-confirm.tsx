import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Payment } from '@baraat/shared/schemas/payments';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { toApiError } from '@/lib/http';
import { useRefundPayment } from '../api/refund-payment';

/** Asks before a refund: it cannot be undone, and the customer sees it. */
export function RefundConfirm({
  ownerId,
  payment,
  onClose,
  onRefunded,
}: {
  ownerId: number;
  payment: Payment;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const refunding = useRefundPayment(ownerId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const refund = async () => {
    setBusy(true);
    try {
      await refunding.mutateAsync(payment.payment_id);
      onRefunded();
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.detail ?? apiError.message);
      setBusy(false);
    }
  };
  return (
    <Modal labelledBy="refund-title" onClose={onClose}>
      <h2 id="refund-title">Refund payment</h2>
      <p>
        Refund {formatPkr(payment.amount)} from {payment.customer_name} (
        {formatDate(payment.payment_date)})? It no longer counts as received, and this cannot be
        undone.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter
        action="Refund"
        busyLabel="Refunding..."
        busy={busy}
        onAction={refund}
        danger
        onCancel={onClose}
      />
    </Modal>
  );
}
