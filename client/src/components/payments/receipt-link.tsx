import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Payment } from '@baraat/shared/schemas/payments';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';

/** **Receipt**: a payment's printable receipt page (docs/product/payments.md#receipts). */
export function ReceiptLink({ payment }: { payment: Payment }) {
  return (
    <Link
      to={link.receipt(payment.payment_id)}
      aria-label={`Receipt of ${formatPkr(payment.amount)}, ${formatDate(payment.payment_date)}`}
    >
      Receipt
    </Link>
  );
}
