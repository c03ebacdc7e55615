import { Dashboard } from '@/features/business-stats/components/dashboard';
import { InstalmentsCard } from '@/features/payments/components/instalments-card';
import { useSessionStore } from '@/lib/session';
import type { BusinessTabProps } from './tabs';

export default function DashboardTab({ business }: BusinessTabProps) {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  return (
    <>
      {ownerId !== null && <InstalmentsCard ownerId={ownerId} />}
      <Dashboard businessId={business.business_id} mappingId={business.user_business_mapping_id} />
    </>
  );
}
