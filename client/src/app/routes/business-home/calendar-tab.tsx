import { BusinessCalendar } from '@/features/calendar/components/business-calendar';
import { useSessionStore } from '@/lib/session';
import type { BusinessTabProps } from './tabs';

/** Calendar tab: month view from the device's copy; the business's city tells its
 * function hours (docs/product/weddings.md#function-hours-in-punjab). */
export default function CalendarTab({ business }: BusinessTabProps) {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  return ownerId === null ? null : <BusinessCalendar ownerId={ownerId} cityId={business.city_id} />;
}
