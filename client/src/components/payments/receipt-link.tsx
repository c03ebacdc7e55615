import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Payment } from '@baraat/shared/schemas/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';

/** **Receipt**: a payment's printable receipt page (docs/product/payments.md#receipts). */
export function ReceiptLink({ payment }: { payment: Payment }) {
  const { t } = useLingui();
  const amount = formatPkr(payment.amount);
  const date = formatDate(payment.payment_date);
  return (
    <Link to={link.receipt(payment.payment_id)} aria-label={t`Receipt of ${amount}, ${date}`}>
      <Trans>Receipt</Trans>
    </Link>
  );
}
