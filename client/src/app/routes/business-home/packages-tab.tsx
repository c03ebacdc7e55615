import { PackageManager } from '@/features/business-packages/components/package-manager';
import type { BusinessTabProps } from './tabs';

export default function PackagesTab({ business }: BusinessTabProps) {
  return <PackageManager business={business} />;
}
