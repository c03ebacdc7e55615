import { formatDate, formatDateTime } from '@baraat/shared/domain/format';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { Trans } from '@lingui/react/macro';
import { Modal } from '@/components/ui/modal';
import { useLingui } from '@/lib/i18n-react';
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
  // The timeline's words follow the language (manage-view.ts words them when called).
  useLingui();
  const status = statusOf(booking, today);
  const id = booking.booking_id;
  const message = booking.message;
  const reason = booking.decline_reason;
  return (
    <Modal labelledBy="booking-details-title" onClose={onClose}>
      <h2 id="booking-details-title">
        <Trans>
          Booking #<bdi>{id}</bdi>
        </Trans>
      </h2>
      <p>
        <BookingWord booking={booking} status={status} />
      </p>
      <BookingSummary booking={booking} />
      {message && (
        <p>
          <Trans>Special requests: {message}</Trans>
        </p>
      )}
      {reason && (
        <p>
          <Trans>Vendor’s reason: {reason}</Trans>
        </p>
      )}
      <h3>
        <Trans>Timeline</Trans>
      </h3>
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
            <Trans>Cancel Booking</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
