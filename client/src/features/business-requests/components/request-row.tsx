// One request of Booking Requests (docs/product/requests.md#booking-requests-screen): its facts and the actions its status allows.
import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { shownEventName } from '@baraat/shared/domain/names';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Link } from 'react-router-dom';
import { HoldBadge } from '@/components/hold-badge';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toasts';
import { customerName } from '../request-view';

export type RowAction = 'accept' | 'decline' | 'assign' | 'details';

/** Message: a link to the conversation; a walk-in has no account to write to (docs/product/requests.md#booking-requests-screen). */
export function MessageAction({ booking }: { booking: OwnerBooking }) {
  if (!booking.user) {
    return (
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => showToast('error', REQUEST_MESSAGING.walkIn)}
      >
        Message
      </button>
    );
  }
  return (
    <Link
      className="button button-small button-secondary"
      to={paths.messages}
      state={{
        recipientId: booking.user.user_id,
        recipientName: customerName(booking),
        recipientType: 'customer',
      }}
    >
      Message
    </Link>
  );
}

/** The columns a row fills: the assignment column shows on the verified tab. */
export interface RowColumns {
  assigned: boolean;
  assignmentColumn: string;
}

/** One request: its facts and the actions its status allows. */
export function RequestRow({
  booking,
  columns,
  onAction,
  className,
  id,
}: {
  id?: string | undefined;
  booking: OwnerBooking;
  columns: RowColumns;
  onAction: (action: RowAction, booking: OwnerBooking) => void;
  className?: string | undefined;
}) {
  const button = (action: RowAction, label: string, primary = false) => (
    <button
      type="button"
      className={`button button-small${primary ? '' : ' button-secondary'}`}
      onClick={() => onAction(action, booking)}
      aria-label={`${label} ${customerName(booking)}`}
    >
      {label}
    </button>
  );
  return (
    <tr id={id} data-booking={booking.booking_id} className={className}>
      <td data-label="Customer">
        <strong>{customerName(booking)}</strong>
        {booking.user && (
          <span className="muted request-email">
            <EmailAddress address={booking.user.email} />
          </span>
        )}
      </td>
      <td data-label="Event Details">
        {shownEventName(booking.event_type?.event_name)} ·{' '}
        {formatDateWithTimes(booking.slot.date, booking.slot.start_time, booking.slot.end_time, {
          dense: true,
        })}
        <span className="muted"> · {booking.number_of_people} people</span>
      </td>
      <td data-label="Package">{booking.package_selected?.package_name ?? '—'}</td>
      <td data-label="Total Amount">{formatPkr(booking.total_amount)}</td>
      {columns.assigned && (
        <td data-label={columns.assignmentColumn}>{booking.event_hall?.name ?? 'Not assigned'}</td>
      )}
      <td data-label="Status">
        <span className={`status status-${booking.status}`}>
          {REQUEST_STATUS_LABEL[booking.status]}
        </span>{' '}
        <HoldBadge hold={booking.hold} holdUntil={booking.hold_until} />
      </td>
      <td data-label="Actions" className="card-table-actions">
        <div className="button-row request-actions">
          <MessageAction booking={booking} />
          {booking.status === 'cancelled' &&
            booking.hold === 'expired' &&
            !booking.is_past &&
            button('accept', 'Accept', true)}
          {booking.status === 'pending' && !booking.is_past && (
            <>
              {button('accept', 'Accept', true)}
              {button('decline', 'Decline')}
            </>
          )}
          {booking.status === 'verified' && !booking.is_past && button('assign', 'Assign')}
          {button('details', 'Details')}
        </div>
      </td>
    </tr>
  );
}
