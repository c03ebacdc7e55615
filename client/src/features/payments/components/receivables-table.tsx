import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Receivable } from '@baraat/shared/schemas/receivables';
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
  if (rows.length === 0) {
    return (
      <p className="muted">
        Nothing to collect: every accepted booking is paid in full. Accept a request under Booking
        Requests to record payments for it.
      </p>
    );
  }
  return (
    <TableScroll label="Bookings to collect">
      <table className="data-table card-table">
        <caption className="visually-hidden">Bookings to collect</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Customer</th>
            <th scope="col">Event date</th>
            <th scope="col">Total</th>
            <th scope="col">Paid</th>
            <th scope="col">Outstanding</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.booking_id}>
              <td data-label="Booking">
                #{row.booking_id}
                {row.package_name && <small className="muted"> {row.package_name}</small>}
              </td>
              <td data-label="Customer">
                {row.customer_name} <HoldBadge hold={row.hold} holdUntil={row.hold_until} />
              </td>
              <td data-label="Event date">
                <time dateTime={row.event_date}>{formatDate(row.event_date, { dense: true })}</time>
              </td>
              <td data-label="Total">{formatPkr(row.total_amount)}</td>
              <td data-label="Paid">
                {formatPkr(row.paid_amount)}
                <QueuedForBooking
                  entries={queued.filter(
                    (entry) => queuedPayment(entry).booking_id === row.booking_id,
                  )}
                />
              </td>
              <td data-label="Outstanding">{formatPkr(row.outstanding_amount)}</td>
              <td data-label="Actions" className="card-table-actions">
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => onRecord(row)}
                  aria-label={`Record payment for booking ${row.booking_id}`}
                >
                  Record payment
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
