import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toasts';
import { customerName, type RequestTab } from '../request-view';

export type RowAction = 'accept' | 'decline' | 'assign' | 'details';

const STATUS_WORD: Record<OwnerBooking['status'], string> = {
  pending: 'Pending',
  verified: 'Verified',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

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

/**
 * The requests of one tab (docs/product/requests.md#booking-requests-screen): a table on wide screens, one card per request on a
 * phone (styles/card-table.css). The assignment column shows on the verified tab.
 */
export function RequestsTable({
  rows,
  tab,
  assignmentColumn,
  onAction,
}: {
  rows: OwnerBooking[];
  tab: RequestTab;
  assignmentColumn: string;
  onAction: (action: RowAction, booking: OwnerBooking) => void;
}) {
  const assigned = tab === 'verified';
  const button = (action: RowAction, label: string, booking: OwnerBooking, primary = false) => (
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
    <table className="data-table card-table requests-table">
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Event Details</th>
          <th scope="col">Package</th>
          <th scope="col">Total Amount</th>
          {assigned && <th scope="col">{assignmentColumn}</th>}
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((booking) => (
          <tr key={booking.booking_id} data-booking={booking.booking_id}>
            <td data-label="Customer">
              <strong>{customerName(booking)}</strong>
              {booking.user && <span className="muted request-email">{booking.user.email}</span>}
            </td>
            <td data-label="Event Details">
              {booking.event_type?.event_name ?? 'Event'} ·{' '}
              {formatDateWithTimes(
                booking.slot.date,
                booking.slot.start_time,
                booking.slot.end_time,
                {
                  dense: true,
                },
              )}
              <span className="muted"> · {booking.number_of_people} people</span>
            </td>
            <td data-label="Package">{booking.package_selected?.package_name ?? '—'}</td>
            <td data-label="Total Amount">{formatPkr(booking.total_amount)}</td>
            {assigned && (
              <td data-label={assignmentColumn}>
                {booking.worker_assigned?.name ?? 'Not assigned'}
              </td>
            )}
            <td data-label="Status">
              <span className={`status status-${booking.status}`}>
                {STATUS_WORD[booking.status]}
              </span>
            </td>
            <td data-label="Actions" className="card-table-actions">
              <div className="button-row request-actions">
                <MessageAction booking={booking} />
                {booking.status === 'pending' && !booking.is_past && (
                  <>
                    {button('accept', 'Accept', booking, true)}
                    {button('decline', 'Decline', booking)}
                  </>
                )}
                {booking.status === 'verified' &&
                  !booking.is_past &&
                  button('assign', 'Assign', booking)}
                {button('details', 'Details', booking)}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
