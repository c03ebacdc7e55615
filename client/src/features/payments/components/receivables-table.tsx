import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { Trans, useLingui } from '@lingui/react/macro';
import { HoldBadge } from '@/components/hold-badge';
import { TableScroll } from '@/components/ui/table-scroll';
import type { OutboxEntry } from '@/lib/db';
import { QueuedForBooking, queuedPayment } from './queued-payments';

/**
 * Accepted bookings with something still due: their total (price × people), what is paid and
 * what is left, and what of it was recorded on this device with no signal (`queued`), waiting
 * to sync. A table on a wide box, one card per booking on a phone (styles/card-table.css).
 */
export function ReceivablesTable({
  rows,
  onRecord,
  queued = [],
}: {
  rows: readonly Receivable[];
  onRecord: (row: Receivable) => void;
  queued?: readonly OutboxEntry[];
}) {
  const { t } = useLingui();
  if (rows.length === 0) {
    return (
      <p className="muted">
        <Trans>
          Nothing to collect: every accepted booking is paid in full. Accept a request under Booking
          Requests to record payments for it.
        </Trans>
      </p>
    );
  }
  return (
    <TableScroll label={t`Bookings to collect`}>
      <table className="data-table card-table">
        <caption className="visually-hidden">
          <Trans>Bookings to collect</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Booking</Trans>
            </th>
            <th scope="col">
              <Trans>Customer</Trans>
            </th>
            <th scope="col">
              <Trans>Event date</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col">
              <Trans>Paid</Trans>
            </th>
            <th scope="col">
              <Trans>Outstanding</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const booking = row.booking_id;
            return (
              <tr key={row.booking_id}>
                <td data-label={t`Booking`}>
                  #{row.booking_id}
                  {row.package_name && (
                    <small className="muted">
                      {' '}
                      <bdi translate="no">{row.package_name}</bdi>
                    </small>
                  )}
                </td>
                <td data-label={t`Customer`}>
                  <bdi translate="no">{row.customer_name}</bdi>{' '}
                  <HoldBadge hold={row.hold} holdUntil={row.hold_until} />
                </td>
                <td data-label={t`Event date`}>
                  <time dateTime={row.event_date}>
                    {formatDate(row.event_date, { dense: true })}
                  </time>
                </td>
                <td data-label={t`Total`}>{formatPkr(row.total_amount)}</td>
                <td data-label={t`Paid`}>
                  {formatPkr(row.paid_amount)}
                  <QueuedForBooking
                    entries={queued.filter(
                      (entry) => queuedPayment(entry).booking_id === row.booking_id,
                    )}
                  />
                </td>
                <td data-label={t`Outstanding`}>{formatPkr(row.outstanding_amount)}</td>
                <td data-label={t`Actions`} className="card-table-actions">
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onRecord(row)}
                    aria-label={t`Record payment for booking ${booking}`}
                  >
                    <Trans>Record payment</Trans>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
