import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentKind,
  type PaymentMethod,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueuedStatus } from '@/components/outbox/queued-status';
import { ReceiptLink } from '@/components/payments/receipt-link';
import { TableScroll } from '@/components/ui/table-scroll';
import type { OutboxEntry } from '@/lib/db';
import { written } from '@/lib/written';
import { queuedPayment } from './queued-payments';

/** "#41 (Advance)": a single booking's payment in the ledger, its kind in the reader's words. */
const bookingName = (bookingId: number, kind: PaymentKind, translate: (text: string) => string) =>
  `#${bookingId} (${translate(PAYMENT_KIND_LABELS[kind])})`;

/** A payment's first cells: when, for what and whom, how much, how, and its transaction ID. */
function LedgerCells(props: {
  date: string;
  booking: ReactNode;
  customer: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <td data-label={t`Date`}>
        <time dateTime={props.date}>{formatDate(props.date, { dense: true })}</time>
      </td>
      <td data-label={t`Booking`}>{props.booking}</td>
      <td data-label={t`Customer`}>
        <bdi translate="no">{props.customer}</bdi>
      </td>
      <td data-label={t`Amount`}>{formatPkr(props.amount)}</td>
      <td data-label={t`Method`}>{i18n._(PAYMENT_METHOD_LABELS[props.method])}</td>
      <td data-label={t`Transaction ID`} className="payment-reference">
        {props.reference ? <bdi translate="no">{props.reference}</bdi> : '—'}
      </td>
    </>
  );
}

/**
 * The payments the owner recorded, newest first, with Refund on completed ones: a table on a
 * wide box, one card per payment on a phone (styles/card-table.css). A wedding's payment is
 * named by the wedding and its payer (docs/product/weddings.md#payments-of-a-wedding). Without
 * `onRefund` (a role that may not refund) there is no Refund and no Actions column. Payments
 * recorded on this device with no signal come first, `queued`, their customers named by
 * `customerOf` where the desk knows them.
 */
export function PaymentsTable({
  payments,
  onRefund,
  queued = [],
  customerOf = () => undefined,
}: {
  payments: readonly Payment[];
  onRefund?: ((payment: Payment) => void) | undefined;
  queued?: readonly OutboxEntry[];
  customerOf?: (bookingId: number) => string | undefined;
}) {
  const { t, i18n } = useLingui();
  const refundLabel = (p: Payment) => {
    const amount = formatPkr(p.amount);
    const customer = written(p.customer_name);
    const date = formatDate(p.payment_date);
    return t`Refund ${amount} from ${customer}, ${date}`;
  };
  return (
    <TableScroll label={t`Payments recorded`}>
      <table className="data-table card-table">
        <caption className="visually-hidden">
          <Trans>Payments recorded</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Booking</Trans>
            </th>
            <th scope="col">
              <Trans>Customer</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Transaction ID</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Receipt</Trans>
            </th>
            {onRefund && (
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {queued.map((entry) => {
            const payment = queuedPayment(entry);
            return (
              <tr key={entry.id} className="payment-queued">
                <LedgerCells
                  date={payment.paid_on}
                  booking={bookingName(payment.booking_id, payment.kind, i18n._)}
                  customer={customerOf(payment.booking_id) ?? '—'}
                  amount={payment.amount}
                  method={payment.method}
                  reference={payment.reference}
                />
                <td data-label={t`Status`}>
                  <QueuedStatus entry={entry} />
                </td>
                <td data-label={t`Receipt`}>—</td>
                {onRefund && <td data-label={t`Actions`} className="card-table-actions" />}
              </tr>
            );
          })}
          {payments.map((p) => (
            <tr key={p.payment_id}>
              <LedgerCells
                date={p.payment_date}
                booking={
                  p.wedding_title ? (
                    <bdi translate="no">{weddingPaymentName(p)}</bdi>
                  ) : (
                    bookingName(p.booking_id, p.kind, i18n._)
                  )
                }
                customer={p.customer_name}
                amount={p.amount}
                method={p.payment_method}
                reference={p.transaction_id}
              />
              <td data-label={t`Status`}>
                <span className={`status status-${p.status}`}>
                  {i18n._(PAYMENT_STATUS_LABELS[p.status])}
                </span>
              </td>
              <td data-label={t`Receipt`}>
                <ReceiptLink payment={p} />
              </td>
              {onRefund && (
                <td data-label={t`Actions`} className="card-table-actions">
                  {p.status === 'completed' && (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => onRefund(p)}
                      aria-label={refundLabel(p)}
                    >
                      <Trans>Refund</Trans>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
