// One request of Booking Requests (docs/product/requests.md#booking-requests-screen): its facts and the actions its status allows.
import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { shownEventName } from '@baraat/shared/domain/names';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { HoldBadge } from '@/components/hold-badge';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toasts';
import { written } from '@/lib/written';
import { customerName } from '../request-view';

export type RowAction = 'accept' | 'decline' | 'assign' | 'details';

/** Message: a link to the conversation; a walk-in has no account to write to (docs/product/requests.md#booking-requests-screen). */
export function MessageAction({ booking }: { booking: OwnerBooking }) {
  const { i18n } = useLingui();
  if (!booking.user) {
    return (
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => showToast('error', i18n._(REQUEST_MESSAGING.walkIn))}
      >
        <Trans>Message</Trans>
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
      <Trans>Message</Trans>
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
  const { t, i18n } = useLingui();
  const who = customerName(booking);
  const customer = written(who);
  const people = booking.number_of_people;
  const button = (action: RowAction, label: string, named: string, primary = false) => (
    <button
      type="button"
      className={`button button-small${primary ? '' : ' button-secondary'}`}
      onClick={() => onAction(action, booking)}
      aria-label={named}
    >
      {label}
    </button>
  );
  return (
    <tr id={id} data-booking={booking.booking_id} className={className}>
      <td data-label={t`Customer`}>
        <strong translate="no" dir="auto">
          {who}
        </strong>
        {booking.user && (
          <span className="muted request-email">
            <EmailAddress address={booking.user.email} />
          </span>
        )}
      </td>
      <td data-label={t`Event Details`}>
        {i18n._(shownEventName(booking.event_type?.event_name))} ·{' '}
        {formatDateWithTimes(booking.slot.date, booking.slot.start_time, booking.slot.end_time, {
          dense: true,
        })}
        <span className="muted">
          {' '}
          · <Trans>{people} people</Trans>
        </span>
      </td>
      <td data-label={t`Package`}>
        {booking.package_selected ? (
          <bdi translate="no">{booking.package_selected.package_name}</bdi>
        ) : (
          '—'
        )}
      </td>
      <td data-label={t`Total Amount`}>{formatPkr(booking.total_amount)}</td>
      {columns.assigned && (
        <td data-label={columns.assignmentColumn}>
          {booking.event_hall ? (
            <bdi translate="no">{booking.event_hall.name}</bdi>
          ) : (
            t`Not assigned`
          )}
        </td>
      )}
      <td data-label={t`Status`}>
        <span className={`status status-${booking.status}`}>
          {i18n._(REQUEST_STATUS_LABEL[booking.status])}
        </span>{' '}
        <HoldBadge hold={booking.hold} holdUntil={booking.hold_until} />
      </td>
      <td data-label={t`Actions`} className="card-table-actions">
        <div className="button-row request-actions">
          <MessageAction booking={booking} />
          {booking.status === 'cancelled' &&
            booking.hold === 'expired' &&
            !booking.is_past &&
            button('accept', t`Accept`, t`Accept ${customer}`, true)}
          {booking.status === 'pending' && !booking.is_past && (
            <>
              {button('accept', t`Accept`, t`Accept ${customer}`, true)}
              {button('decline', t`Decline`, t`Decline ${customer}`)}
            </>
          )}
          {booking.status === 'verified' &&
            !booking.is_past &&
            button('assign', t`Assign`, t`Assign ${customer}`)}
          {button('details', t`Details`, t`Details ${customer}`)}
        </div>
      </td>
    </tr>
  );
}
