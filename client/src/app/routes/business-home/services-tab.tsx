import { ServiceManager } from '@/features/business-services/components/service-manager';
import type { BusinessTabProps } from './tabs';

export default function ServicesTab({ business }: BusinessTabProps) {
  return <ServiceManager business={business} />;
}
