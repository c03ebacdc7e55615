import { formatPkr } from '@baraat/shared/domain/format';
import type { Receivable } from '@baraat/shared/schemas/receivables';

/** Accepted bookings with their total (price × people), what is paid and what is due. */
export function ReceivablesTable({
  rows,
  onRecord,
}: {
  rows: readonly Receivable[];
  onRecord: (row: Receivable) => void;
}) {
  if (rows.length === 0) {
    return (
      <p className="muted">
        No accepted bookings yet. Accept a request under Booking Requests to record payments for it.
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="data-table">
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
              <td>
                #{row.booking_id}
                {row.package_name && <small className="muted"> {row.package_name}</small>}
              </td>
              <td>{row.customer_name}</td>
              <td>{row.event_date}</td>
              <td>{formatPkr(row.total_amount)}</td>
              <td>{formatPkr(row.paid_amount)}</td>
              <td>{formatPkr(row.outstanding_amount)}</td>
              <td>
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
    </div>
  );
}
