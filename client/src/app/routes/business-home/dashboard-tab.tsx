import { Dashboard } from '@/features/business-stats/components/dashboard';
import { OwedCard } from '@/features/payments/components/owed-card';
import { useSessionStore } from '@/lib/session';
import type { BusinessTabProps } from './tabs';

export default function DashboardTab({ business }: BusinessTabProps) {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  return (
    <>
      {ownerId !== null && <OwedCard ownerId={ownerId} />}
      <Dashboard businessId={business.business_id} mappingId={business.user_business_mapping_id} />
    </>
  );
}
