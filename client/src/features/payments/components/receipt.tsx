// A payment's receipt (docs/product/payments.md#receipts): who was paid, by whom, for what, how
// much, how and when. Printed alone (styles/receipt.css): the browser's print saves it as a PDF.
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { vendorName } from '@baraat/shared/domain/vendor-name';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';

export function Receipt({ payment: p }: { payment: Payment }) {
  const wedding = weddingPaymentName(p);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">Receipt</h1>
      <p className="receipt-number">No. {p.payment_id}</p>
      <dl className="receipt-lines">
        <dt>Paid to</dt>
        <dd>{vendorName(p.business_name, p.business_city)}</dd>
        <dt>Paid by</dt>
        <dd>{p.customer_name}</dd>
        <dt>For</dt>
        <dd>
          {wedding ?? `${p.service_name} on ${formatDate(p.booking_date)}`} (
          {PAYMENT_KIND_LABELS[p.kind]})
        </dd>
        <dt>Amount</dt>
        <dd className="receipt-amount">{formatPkr(p.amount)}</dd>
        <dt>Method</dt>
        <dd>{PAYMENT_METHOD_LABELS[p.payment_method]}</dd>
        <dt>Transaction ID</dt>
        <dd>{p.transaction_id ?? '—'}</dd>
        <dt>Date received</dt>
        <dd>
          <time dateTime={p.payment_date}>{formatDate(p.payment_date)}</time>
        </dd>
        <dt>Status</dt>
        <dd>{PAYMENT_STATUS_LABELS[p.status]}</dd>
      </dl>
      <p className="muted">Paid directly to {p.business_name}; Baraat never holds your money.</p>
    </article>
  );
}
