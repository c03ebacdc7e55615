import type { BOOKING_STATUS_LABEL } from '@baraat/shared/domain/booking';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BookingSummary } from './booking-summary';
import { BookingWord } from './booking-word';

/**
 * One booking in a list: what it is, the screen's status word ("Held until …" while its
 * advance is awaited: docs/product/payments.md#holding-a-date), Cancel while it is pending
 * (when the screen offers it) and the screen's own actions.
 */
export function BookingCard({
  booking,
  status,
  onCancel,
  actions,
  children,
}: {
  booking: CustomerBooking;
  /** The screen's word for it (pending, confirmed, past...), printed as its label. */
  status: keyof typeof BOOKING_STATUS_LABEL;
  onCancel?: (id: number) => void;
  actions?: ReactNode;
  /** Shown under the summary (a review form). */
  children?: ReactNode;
}) {
  return (
    <li className="booking-card">
      <BookingSummary booking={booking}>{children}</BookingSummary>
      <div className="booking-actions">
        <BookingWord booking={booking} status={status} />
        {onCancel && booking.status === 'pending' && (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => onCancel(booking.booking_id)}
          >
            <Trans>Cancel</Trans>
          </button>
        )}
        {actions}
      </div>
    </li>
  );
}
