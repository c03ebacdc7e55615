import { ResourceManager } from '@/features/business-resources/components/resource-manager';
import type { BusinessTabProps } from './tabs';

export default function HallsTab({ business }: BusinessTabProps) {
  return <ResourceManager business={business} />;
}
