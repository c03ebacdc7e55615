import { OwnerPayments } from '@/features/payments/components/owner-payments';
import { useSessionStore } from '@/lib/session';

export default function PaymentsTab() {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  return ownerId === null ? null : <OwnerPayments ownerId={ownerId} />;
}
