import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { InstalmentDue } from '@baraat/shared/schemas/wedding-answers';
import { INSTALMENT_STATUS_LABELS } from '@baraat/shared/schemas/weddings';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';

/**
 * Instalments still owed (docs/product/weddings.md#what-is-due): the wedding (to its view), the
 * family, the instalment, its due date, what is still owed of it and its status. A table on a
 * wide box, one card per instalment on a phone (styles/card-table.css).
 */
export function InstalmentsTable({
  label,
  rows,
}: {
  label: string;
  rows: readonly InstalmentDue[];
}) {
  return (
    <table className="data-table card-table instalments-table">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">Wedding</th>
          <th scope="col">Family</th>
          <th scope="col">Instalment</th>
          <th scope="col">Due date</th>
          <th scope="col">Still owed</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.item_id} data-instalment={row.item_id}>
            <td data-label="Wedding">
              <Link to={link.businessWedding(row.wedding_id)}>{row.title}</Link>
            </td>
            <td data-label="Family">{row.customer_name}</td>
            <td data-label="Instalment">{row.label}</td>
            <td data-label="Due date">
              <time dateTime={row.due_on}>{formatDate(row.due_on, { dense: true })}</time>
            </td>
            <td data-label="Still owed">
              {formatPkr(row.outstanding)}
              {row.outstanding !== row.amount && (
                <small className="muted"> of {formatPkr(row.amount)}</small>
              )}
            </td>
            <td data-label="Status">
              <span className={`status status-instalment-${row.status}`}>
                {INSTALMENT_STATUS_LABELS[row.status]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
