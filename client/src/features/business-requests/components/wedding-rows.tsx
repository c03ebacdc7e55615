// A wedding on Booking Requests (docs/product/weddings.md#the-owner-answers): one row with its title,
// its number of events, the family and the total, and a button that shows its events under it
// as ordinary requests with their own actions; "Open wedding" goes to the wedding's view.
import { formatDate, formatDateSpan, formatPkr } from '@baraat/shared/domain/format';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';
import { written } from '@/lib/written';
import { eventsCount, type WeddingGroup } from '../wedding-groups';
import { RequestRow, type RowAction, type RowColumns } from './request-row';

export function WeddingRows({
  group,
  columns,
  expanded,
  onToggle,
  onAction,
}: {
  group: WeddingGroup;
  columns: RowColumns;
  expanded: boolean;
  onToggle: () => void;
  onAction: (action: RowAction, booking: OwnerBooking) => void;
}) {
  const { t } = useLingui();
  const count = eventsCount(group.events.length);
  const title = written(group.title);
  const eventsId = (booking: OwnerBooking) => `wedding-${group.wedding_id}-${booking.booking_id}`;
  return (
    <>
      <tr className="wedding-row" data-wedding={group.wedding_id}>
        <td data-label={t`Customer`}>
          <strong translate="no" dir="auto">
            {group.customer}
          </strong>
        </td>
        <td data-label={t`Event Details`}>
          <strong translate="no" dir="auto">
            {group.title}
          </strong>
          <span className="muted">
            {' '}
            · {count} ·{' '}
            {group.from === group.to
              ? formatDate(group.from, { dense: true })
              : formatDateSpan(group.from, group.to)}
          </span>
        </td>
        <td data-label={t`Package`}>—</td>
        <td data-label={t`Total Amount`}>{formatPkr(group.total)}</td>
        {columns.assigned && <td data-label={columns.assignmentColumn}>—</td>}
        <td data-label={t`Status`}>
          <span className="status status-wedding">
            <Trans>Wedding</Trans>
          </span>
        </td>
        <td data-label={t`Actions`} className="card-table-actions">
          <div className="button-row request-actions">
            <button
              type="button"
              className="button button-small button-secondary"
              aria-expanded={expanded}
              aria-controls={expanded ? group.events.map(eventsId).join(' ') : undefined}
              aria-label={t`${count} of ${title}`}
              onClick={onToggle}
            >
              <span aria-hidden="true" className="wedding-toggle icon-directional">
                {expanded ? '▾' : '▸'}
              </span>{' '}
              {count}
            </button>
            <Link
              className="button button-small"
              to={link.businessWedding(group.wedding_id)}
              aria-label={t`Open wedding: ${title}`}
            >
              <Trans>Open wedding</Trans>
            </Link>
          </div>
        </td>
      </tr>
      {expanded &&
        group.events.map((booking) => (
          <RequestRow
            key={booking.booking_id}
            id={eventsId(booking)}
            booking={booking}
            columns={columns}
            onAction={onAction}
            className="wedding-event"
          />
        ))}
    </>
  );
}
