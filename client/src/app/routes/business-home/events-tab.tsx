import { BookingRequests } from '@/features/business-requests/components/booking-requests';
import type { BusinessTabProps } from './tabs';

/** The events tab: Booking Requests (002 §2.2). */
export default function EventsTab({ business }: BusinessTabProps) {
  return <BookingRequests business={business} />;
}
