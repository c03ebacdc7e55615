// Pay by bank transfer or Raast (docs/product/payments.md#bank-transfer-and-raast): the
// business's details with Copy, the amount due now (the advance while unpaid), the customer's transfers for
// this booking or wedding with the vendor's answer, and the form to send one more.
import { dateOfMoment, formatDate, formatPkr } from '@baraat/shared/domain/format';
import { groupIban } from '@baraat/shared/domain/iban';
import { showRaastId } from '@baraat/shared/domain/raast-id';
import { DUE_NOTES } from '@baraat/shared/schemas/checkouts';
import { PAYMENT_METHOD_LABELS } from '@baraat/shared/schemas/payments';
import {
  TRANSFER_STATUS_LABELS,
  TRANSFER_TEXTS,
  type Transfer,
  type TransferTarget,
} from '@baraat/shared/schemas/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link } from '@/config/paths';
import { useMyTransfers } from '../api/get-my-transfers';
import { useTransferDetails } from '../api/get-transfer-details';
import { CopyValue } from './copy-value';
import { TransferForm } from './transfer-form';

export function TransferPanel({ target }: { target: TransferTarget }) {
  const { t, i18n } = useLingui();
  const shown = useTransferDetails(target);
  const mine = useMyTransfers();
  if (shown.isPending) return <Spinner label={t`Loading payment details...`} />;
  if (shown.isError)
    return <RetryAlert onRetry={() => void shown.refetch()}>{shown.error.message}</RetryAlert>;
  const { details, business_name: business, amount_due: due, due_kind: kind } = shown.data;
  const bank = details.account_title && details.bank_name && details.iban;
  const sent = (mine.data ?? []).filter(
    (transfer) =>
      (target.booking_id !== undefined && transfer.booking_id === target.booking_id) ||
      (target.wedding_id !== undefined && transfer.wedding_id === target.wedding_id),
  );
  return (
    <section className="transfer-panel" aria-label={i18n._(TRANSFER_TEXTS.heading)}>
      <h3>{i18n._(TRANSFER_TEXTS.heading)}</h3>
      <p className="muted">
        {/* TRANSFER_TEXTS.neverHolds's words (shared/schemas/transfers.ts). */}
        <Trans>
          Baraat never holds your money: you pay <bdi>{business}</bdi> directly from your banking
          app.
        </Trans>
      </p>
      {!bank && !details.raast_id ? (
        <p>{i18n._(TRANSFER_TEXTS.noDetails)}</p>
      ) : (
        <>
          <dl className="settings-list">
            {bank && (
              <>
                <dt>
                  <Trans>Account title</Trans>
                </dt>
                <dd>{details.account_title}</dd>
                <dt>
                  <Trans>Bank</Trans>
                </dt>
                <dd>{details.bank_name}</dd>
                <CopyValue label="IBAN" value={details.iban!} shown={groupIban(details.iban!)} />
              </>
            )}
            {details.raast_id && (
              <CopyValue
                label={t`Raast ID`}
                value={details.raast_id}
                shown={showRaastId(details.raast_id)}
              />
            )}
            <dt>
              <Trans>Amount to send</Trans>
            </dt>
            <dd>
              {formatPkr(due)} ({i18n._(kind ? DUE_NOTES[kind] : DUE_NOTES.balance)})
            </dd>
          </dl>
          <TransferForm target={target} amountDue={due} onSent={() => void shown.refetch()} />
        </>
      )}
      {sent.length > 0 && <SentTransfers transfers={sent} />}
    </section>
  );
}

function SentTransfers({ transfers }: { transfers: Transfer[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="transfer-list" aria-label={t`Your transfers`}>
      {transfers.map((transfer) => (
        <li key={transfer.transfer_id}>
          {formatDate(dateOfMoment(transfer.created_at))} ·{' '}
          {i18n._(PAYMENT_METHOD_LABELS[transfer.method])} · {transfer.reference} ·{' '}
          {formatPkr(transfer.amount)} ·{' '}
          <strong>
            {transfer.status === 'rejected'
              ? `${i18n._(TRANSFER_STATUS_LABELS.rejected)}: ${transfer.reject_reason}`
              : i18n._(TRANSFER_STATUS_LABELS[transfer.status])}
          </strong>
          {transfer.payment_id !== null && (
            <>
              {' '}
              <Link to={link.receipt(transfer.payment_id)}>
                <Trans>Receipt</Trans>
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
