import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { usePayment } from '@/features/payments/api/get-payment';
import { Receipt } from '@/features/payments/components/receipt';
import '@/styles/receipt.css';

/** /receipts/{payment}: a payment's printable receipt (docs/product/payments.md#receipts), for
 * its customer and the business's desk; to anyone else it is not found. */
export default function ReceiptRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const known = /^\d+$/.test(id) && Number(id) > 0;
  const payment = usePayment(known ? Number(id) : 0);
  const back = (
    <button type="button" className="button button-secondary" onClick={() => history.back()}>
      <Trans>Back</Trans>
    </button>
  );
  if (!payment.data) {
    const missing = !known || (payment.status === 'error' && payment.error.status === 404);
    return (
      <section className="page narrow">
        {missing ? (
          <Alert tone="error">
            <Trans>Payment not found</Trans>
          </Alert>
        ) : payment.status === 'error' ? (
          <RetryAlert onRetry={() => void payment.refetch()}>
            <Trans>Failed to load the receipt</Trans>
          </RetryAlert>
        ) : (
          <Spinner label={t`Loading receipt...`} />
        )}
        <div className="button-row receipt-actions">{back}</div>
      </section>
    );
  }
  return (
    <section className="page narrow receipt-page">
      <Receipt payment={payment.data} />
      <div className="button-row receipt-actions">
        {back}
        <button type="button" className="button" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>
    </section>
  );
}
