import { managementTile } from '@baraat/shared/domain/business-kind';
import { HomeSummary } from '@/features/business-stats/components/home-summary';
import type { BusinessTabProps } from './tabs';

export default function HomeTab({ business }: BusinessTabProps) {
  return (
    <HomeSummary
      businessId={business.business_id}
      mappingId={business.user_business_mapping_id}
      tile={managementTile(business.business_type.business_type_name)}
    />
  );
}
