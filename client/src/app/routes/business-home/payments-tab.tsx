import { paymentsChange } from '@/features/payments/api/get-receivables';
import { OwnerPayments } from '@/features/payments/components/owner-payments';
import { ToConfirm } from '@/features/transfers/components/to-confirm';
import { useDeskCan } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';

/** The desk's Payments: the customers' transfers to confirm (docs/product/payments.md#bank-transfer-and-raast), then the ledger. */
export default function PaymentsTab() {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  const answers = useDeskCan('record_payment');
  if (ownerId === null) return null;
  return (
    <>
      {answers && <ToConfirm ownerId={ownerId} ledger={paymentsChange(ownerId)} />}
      <OwnerPayments ownerId={ownerId} />
    </>
  );
}
