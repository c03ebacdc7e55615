import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Payment } from '@baraat/shared/schemas/payments';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const amount = formatPkr(payment.amount);
  const customer = payment.customer_name;
  const date = formatDate(payment.payment_date);
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
      <h2 id="refund-title">
        <Trans>Refund payment</Trans>
      </h2>
      <p>
        <Trans>
          Refund <bdi>{amount}</bdi> from {customer} ({date})? It no longer counts as received, and
          this cannot be undone.
        </Trans>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter
        action={t`Refund`}
        busyLabel={t`Refunding...`}
        busy={busy}
        onAction={refund}
        danger
        onCancel={onClose}
      />
    </Modal>
  );
}
