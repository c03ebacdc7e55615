import { DeskActivity } from '@/features/activity/components/desk-activity';
import type { BusinessTabProps } from './tabs';

/** The activity tab: who did what on the desk (docs/product/accounts.md#the-activity-list). */
export default function ActivityTab({ business }: BusinessTabProps) {
  return <DeskActivity businessId={business.business_id} />;
}
