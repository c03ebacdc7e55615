import { BusinessCalendar } from '@/features/calendar/components/business-calendar';
import { useSessionStore } from '@/lib/session';

/** Calendar tab: month view from the device's copy (issue 11). */
export default function CalendarTab() {
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? null);
  return ownerId === null ? null : <BusinessCalendar ownerId={ownerId} />;
}
