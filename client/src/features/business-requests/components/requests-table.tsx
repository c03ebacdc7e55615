import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { RequestTab } from '../request-view';
import type { RequestRow as Row } from '../wedding-groups';
import { RequestRow, type RowAction } from './request-row';
import { WeddingRows } from './wedding-rows';

export type { RowAction };

/**
 * The requests of one tab (docs/product/requests.md#booking-requests-screen): a table on wide screens, one card per request on a
 * phone (styles/card-table.css). A wedding's events sit under one row that expands
 * (docs/product/weddings.md#the-owner-answers).
 */
export function RequestsTable({
  rows,
  tab,
  assignmentColumn,
  onAction,
}: {
  rows: Row[];
  tab: RequestTab;
  assignmentColumn: string;
  onAction: (action: RowAction, booking: OwnerBooking) => void;
}) {
  const columns = { assigned: tab === 'verified', assignmentColumn };
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (weddingId: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(weddingId)) next.add(weddingId);
      return next;
    });
  return (
    <table className="data-table card-table requests-table">
      <thead>
        <tr>
          <th scope="col" className="col-customer">
            <Trans>Customer</Trans>
          </th>
          <th scope="col">
            <Trans>Event Details</Trans>
          </th>
          <th scope="col" className="col-package">
            <Trans>Package</Trans>
          </th>
          <th scope="col" className="col-total">
            <Trans>Total Amount</Trans>
          </th>
          {columns.assigned && (
            <th scope="col" className="col-assigned">
              {assignmentColumn}
            </th>
          )}
          <th scope="col" className="col-status">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className="col-actions">
            <Trans>Actions</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) =>
          row.kind === 'booking' ? (
            <RequestRow
              key={`b${row.booking.booking_id}`}
              booking={row.booking}
              columns={columns}
              onAction={onAction}
            />
          ) : (
            <WeddingRows
              key={`w${row.wedding_id}`}
              group={row}
              columns={columns}
              expanded={open.has(row.wedding_id)}
              onToggle={() => toggle(row.wedding_id)}
              onAction={onAction}
            />
          ),
        )}
      </tbody>
    </table>
  );
}
