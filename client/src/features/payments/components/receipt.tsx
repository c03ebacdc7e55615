// A payment's receipt (docs/product/payments.md#receipts): who was paid, by whom, for what, how
// much, how and when. Printed alone (styles/receipt.css): the browser's print saves it as a PDF.
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ltr } from '@/components/ui/ltr';
import { VendorName } from '@/components/ui/vendor-name';

export function Receipt({ payment: p }: { payment: Payment }) {
  const wedding = weddingPaymentName(p);
  const { i18n } = useLingui();
  const number = p.payment_id;
  const business = p.business_name;
  const service = p.service_name;
  const bookingDate = formatDate(p.booking_date);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">
        <Trans>Receipt</Trans>
      </h1>
      <p className="receipt-number">
        <Trans>No. {number}</Trans>
      </p>
      <dl className="receipt-lines">
        <dt>
          <Trans>Paid to</Trans>
        </dt>
        <dd>
          <VendorName name={p.business_name} city={p.business_city} />
        </dd>
        <dt>
          <Trans>Paid by</Trans>
        </dt>
        <dd translate="no" dir="auto">
          {p.customer_name}
        </dd>
        <dt>
          <Trans>For</Trans>
        </dt>
        <dd>
          {wedding ? (
            <bdi translate="no">{wedding}</bdi>
          ) : (
            <Trans>
              <bdi translate="no">{service}</bdi> on {bookingDate}
            </Trans>
          )}{' '}
          ({i18n._(PAYMENT_KIND_LABELS[p.kind])})
        </dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd className="receipt-amount">{formatPkr(p.amount)}</dd>
        <dt>
          <Trans>Method</Trans>
        </dt>
        <dd>{i18n._(PAYMENT_METHOD_LABELS[p.payment_method])}</dd>
        <dt>
          <Trans>Transaction ID</Trans>
        </dt>
        <dd>{p.transaction_id ? <Ltr>{p.transaction_id}</Ltr> : '—'}</dd>
        <dt>
          <Trans>Date received</Trans>
        </dt>
        <dd>
          <time dateTime={p.payment_date}>{formatDate(p.payment_date)}</time>
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{i18n._(PAYMENT_STATUS_LABELS[p.status])}</dd>
      </dl>
      <p className="muted">
        <Trans>
          Paid directly to <bdi translate="no">{business}</bdi>; Baraat never holds your money.
        </Trans>
      </p>
    </article>
  );
}
