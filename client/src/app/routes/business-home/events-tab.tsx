import { BookingRequests } from '@/features/business-requests/components/booking-requests';
import type { BusinessTabProps } from './tabs';

/** The events tab: Booking Requests (docs/product/requests.md#booking-requests-screen). */
export default function EventsTab({ business }: BusinessTabProps) {
  return <BookingRequests business={business} />;
}
