// The owner's Payments tab (docs/product/payments.md#recording-a-payment): what the business
// has received and is owed (docs/product/payments.md#what-the-business-is-owed), the weddings'
// instalments overdue and due this week (docs/product/weddings.md#what-is-due), the accepted
// bookings with what is still due, Record payment against one, and the payments recorded, with
// Refund. Each part for the desk roles that may see it or take it
// (docs/product/business-desk.md#what-each-role-sees): the front desk sees today's payments alone.
// A payment recorded with no signal shows in both lists as waiting to sync until the outbox
// sends it; the lists are then read again (docs/product/offline.md#the-outbox).
import type { Payment } from '@baraat/shared/schemas/payments';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import type { OutboxEntry } from '@/lib/db';
import { useDeskCan } from '@/lib/desk-role';
import { onOutboxSent } from '@/lib/outbox-runner';
import { showToast } from '@/lib/toasts';
import { useMyPayments } from '../api/get-my-payments';
import { refreshPayments, useReceivables } from '../api/get-receivables';
import { InstalmentsDue } from './instalments-due';
import { OwedFigures } from './owed-figures';
import { PaymentsTable } from './payments-table';
import { useQueuedBookingPayments } from './queued-payments';
import { ReceivablesTable } from './receivables-table';
import { RecordPaymentModal } from './record-payment-modal';
import { RefundConfirm } from './refund-confirm';

export function OwnerPayments({ ownerId }: { ownerId: number }) {
  const figures = useDeskCan('figures');
  const ledger = useDeskCan('ledger');
  const mayRefund = useDeskCan('refund');
  const payments = useMyPayments(ownerId);
  const receivables = useReceivables(ownerId, ledger);
  const queued = useQueuedBookingPayments(ownerId);
  const client = useQueryClient();
  const { t } = useLingui();
  // A payment queued here reached the server: the lists are read again with it.
  useEffect(
    () => onOutboxSent((owner) => owner === ownerId && void refreshPayments(client, ownerId)),
    [client, ownerId],
  );
  const customerOf = (bookingId: number) =>
    receivables.data?.find((row) => row.booking_id === bookingId)?.customer_name;
  const [recording, setRecording] = useState<Receivable | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);

  return (
    <div className="owner-payments">
      {figures && (
        <OwedFigures
          ownerId={ownerId}
          figures={['received', 'refunded', 'outstanding']}
          label={t`Payment totals`}
        />
      )}
      {ledger && <InstalmentsDue ownerId={ownerId} />}
      {ledger && <Receivables receivables={receivables} queued={queued} onRecord={setRecording} />}
      <section aria-labelledby="received-title">
        <h2 id="received-title">{ledger ? t`Payments recorded` : t`Payments recorded today`}</h2>
        {payments.status === 'pending' && <Spinner />}
        {payments.status === 'error' && (
          <RetryAlert onRetry={() => void payments.refetch()}>
            {payments.error.detail ?? t`Failed to load payments`}
          </RetryAlert>
        )}
        {payments.data?.length === 0 && queued.length === 0 && (
          <p className="muted">
            <Trans>No payments recorded yet.</Trans>
          </p>
        )}
        {(payments.data?.length ?? 0) + queued.length > 0 && (
          <PaymentsTable
            payments={payments.data ?? []}
            queued={queued}
            customerOf={customerOf}
            onRefund={mayRefund ? setRefunding : undefined}
          />
        )}
      </section>
      {recording && (
        <RecordPaymentModal
          ownerId={ownerId}
          booking={recording}
          onClose={() => setRecording(null)}
          onRecorded={() => {
            setRecording(null);
            showToast('success', t`Payment recorded`);
          }}
        />
      )}
      {refunding && (
        <RefundConfirm
          ownerId={ownerId}
          payment={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunding(null);
            showToast('success', t`Payment refunded`);
          }}
        />
      )}
    </div>
  );
}

/** The accepted bookings with what is still due, each with Record payment. */
function Receivables({
  receivables,
  queued,
  onRecord,
}: {
  receivables: ReturnType<typeof useReceivables>;
  queued: readonly OutboxEntry[];
  onRecord: (booking: Receivable) => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="receivables-title">
      <h2 id="receivables-title">
        <Trans>Bookings to collect</Trans>
      </h2>
      {receivables.status === 'pending' && <Spinner />}
      {receivables.status === 'error' && (
        <RetryAlert onRetry={() => void receivables.refetch()}>
          {receivables.error.detail ?? t`Failed to load bookings`}
        </RetryAlert>
      )}
      {receivables.data && (
        <ReceivablesTable rows={receivables.data} queued={queued} onRecord={onRecord} />
      )}
    </section>
  );
}
