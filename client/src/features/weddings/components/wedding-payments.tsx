import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@baraat/shared/schemas/payments';
import type { WeddingPayment } from '@baraat/shared/schemas/wedding-answers';
import { Trans, useLingui } from '@lingui/react/macro';
import { WeddingTable } from './wedding-table';

/** What each family has paid towards the wedding (docs/product/weddings.md#payments-of-a-wedding). */
export function WeddingPayments({ payments }: { payments: readonly WeddingPayment[] }) {
  const { t, i18n } = useLingui();
  if (payments.length === 0)
    return (
      <p className="muted">
        <Trans>No payments yet.</Trans>
      </p>
    );
  const date = t`Date`;
  const payer = t`Payer`;
  const method = t`Method`;
  const amount = t`Amount`;
  const status = t`Status`;
  return (
    <WeddingTable caption={t`Payments`} columns={[date, payer, method, amount, status]}>
      {payments.map((payment) => (
        <tr key={payment.payment_id}>
          <td data-label={date}>
            <time dateTime={payment.paid_on}>{formatDate(payment.paid_on)}</time>
          </td>
          <td data-label={payer} translate="no" dir="auto">
            {payment.payer_name}
          </td>
          <td data-label={method}>{i18n._(PAYMENT_METHOD_LABELS[payment.method])}</td>
          <td data-label={amount}>{formatPkr(payment.amount)}</td>
          <td data-label={status}>
            <span className={`status status-${payment.status}`}>
              {i18n._(PAYMENT_STATUS_LABELS[payment.status])}
            </span>
          </td>
        </tr>
      ))}
    </WeddingTable>
  );
}
