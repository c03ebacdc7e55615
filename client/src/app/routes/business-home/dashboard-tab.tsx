import { Dashboard } from '@/features/business-stats/components/dashboard';
import type { BusinessTabProps } from './tabs';

export default function DashboardTab({ business }: BusinessTabProps) {
  return (
    <Dashboard businessId={business.business_id} mappingId={business.user_business_mapping_id} />
  );
}
