// The owner's Payments tab (docs/product/payments.md#recording-a-payment): what the business
// has received and is owed (docs/product/payments.md#what-the-business-is-owed), the weddings'
// instalments overdue and due this week (docs/product/weddings.md#what-is-due), the accepted
// bookings with what is still due, Record payment against one, and the payments recorded, with
// Refund. Each part for the desk roles that may see it or take it
// (docs/product/business-desk.md#what-each-role-sees): the front desk sees today's payments alone.
import type { Payment } from '@baraat/shared/schemas/payments';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useDeskCan } from '@/lib/desk-role';
import { showToast } from '@/lib/toasts';
import { useMyPayments } from '../api/get-my-payments';
import { useReceivables } from '../api/get-receivables';
import { InstalmentsDue } from './instalments-due';
import { OwedFigures } from './owed-figures';
import { PaymentsTable } from './payments-table';
import { ReceivablesTable } from './receivables-table';
import { RecordPaymentModal } from './record-payment-modal';
import { RefundConfirm } from './refund-confirm';

export function OwnerPayments({ ownerId }: { ownerId: number }) {
  const figures = useDeskCan('figures');
  const ledger = useDeskCan('ledger');
  const mayRefund = useDeskCan('refund');
  const payments = useMyPayments(ownerId);
  const [recording, setRecording] = useState<Receivable | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);

  return (
    <div className="owner-payments">
      {figures && (
        <OwedFigures
          ownerId={ownerId}
          figures={['received', 'refunded', 'outstanding']}
          label="Payment totals"
        />
      )}
      {ledger && <InstalmentsDue ownerId={ownerId} />}
      {ledger && <Receivables ownerId={ownerId} onRecord={setRecording} />}
      <section aria-labelledby="received-title">
        <h2 id="received-title">{ledger ? 'Payments recorded' : 'Payments recorded today'}</h2>
        {payments.status === 'pending' && <Spinner />}
        {payments.status === 'error' && (
          <RetryAlert onRetry={() => void payments.refetch()}>
            {payments.error.detail ?? 'Failed to load payments'}
          </RetryAlert>
        )}
        {payments.data?.length === 0 && <p className="muted">No payments recorded yet.</p>}
        {payments.data && payments.data.length > 0 && (
          <PaymentsTable payments={payments.data} onRefund={mayRefund ? setRefunding : undefined} />
        )}
      </section>
      {recording && (
        <RecordPaymentModal
          ownerId={ownerId}
          booking={recording}
          onClose={() => setRecording(null)}
          onRecorded={() => {
            setRecording(null);
            showToast('success', 'Payment recorded');
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
            showToast('success', 'Payment refunded');
          }}
        />
      )}
    </div>
  );
}

/** The accepted bookings with what is still due, each with Record payment. */
function Receivables({
  ownerId,
  onRecord,
}: {
  ownerId: number;
  onRecord: (booking: Receivable) => void;
}) {
  const receivables = useReceivables(ownerId);
  return (
    <section aria-labelledby="receivables-title">
      <h2 id="receivables-title">Bookings to collect</h2>
      {receivables.status === 'pending' && <Spinner />}
      {receivables.status === 'error' && (
        <RetryAlert onRetry={() => void receivables.refetch()}>
          {receivables.error.detail ?? 'Failed to load bookings'}
        </RetryAlert>
      )}
      {receivables.data && <ReceivablesTable rows={receivables.data} onRecord={onRecord} />}
    </section>
  );
}
