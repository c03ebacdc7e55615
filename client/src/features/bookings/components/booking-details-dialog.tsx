import { formatDate, formatDateTime } from '@baraat/shared/domain/format';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { Modal } from '@/components/ui/modal';
import { bookingTimeline, statusOf } from '../manage-view';
import { BookingSummary } from './booking-summary';
import { BookingWord } from './booking-word';

/** A step of the timeline: a day (the event) or a moment (requested, decided). */
const when = (at: string) => (at.length === 10 ? formatDate(at) : formatDateTime(at));

/** One booking in full, with the steps it has taken (docs/product/booking.md#manage-bookings). */
export function BookingDetailsDialog({
  booking,
  today,
  onCancelBooking,
  onClose,
}: {
  booking: CustomerBooking;
  today: string;
  onCancelBooking: (id: number) => void;
  onClose: () => void;
}) {
  const status = statusOf(booking, today);
  return (
    <Modal labelledBy="booking-details-title" onClose={onClose}>
      <h2 id="booking-details-title">Booking #{booking.booking_id}</h2>
      <p>
        <BookingWord booking={booking} status={status} />
      </p>
      <BookingSummary booking={booking} />
      {booking.message && <p>Special requests: {booking.message}</p>}
      {booking.decline_reason && <p>Vendor’s reason: {booking.decline_reason}</p>}
      <h3>Timeline</h3>
      <ol className="timeline">
        {bookingTimeline(booking, today).map((step) => (
          <li key={step.label} className={`timeline-${step.state}`}>
            <strong>{step.label}</strong>
            {step.at && <span className="muted"> · {when(step.at)}</span>}
          </li>
        ))}
      </ol>
      <div className="button-row">
        {booking.status === 'pending' && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onCancelBooking(booking.booking_id)}
          >
            Cancel Booking
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
