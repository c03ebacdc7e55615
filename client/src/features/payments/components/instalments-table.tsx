import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { InstalmentDue } from '@baraat/shared/schemas/wedding-answers';
import { INSTALMENT_STATUS_LABELS } from '@baraat/shared/schemas/weddings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PlanLabel } from '@/components/payments/plan-label';
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
  const { t, i18n } = useLingui();
  return (
    <table className="data-table card-table instalments-table">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Wedding</Trans>
          </th>
          <th scope="col">
            <Trans>Family</Trans>
          </th>
          <th scope="col">
            <Trans>Instalment</Trans>
          </th>
          <th scope="col">
            <Trans>Due date</Trans>
          </th>
          <th scope="col">
            <Trans>Still owed</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const amount = formatPkr(row.amount);
          return (
            <tr key={row.item_id} data-instalment={row.item_id}>
              <td data-label={t`Wedding`}>
                <Link to={link.businessWedding(row.wedding_id)}>
                  <bdi translate="no">{row.title}</bdi>
                </Link>
              </td>
              <td data-label={t`Family`}>
                <bdi translate="no">{row.customer_name}</bdi>
              </td>
              <td data-label={t`Instalment`}>
                <PlanLabel label={row.label} />
              </td>
              <td data-label={t`Due date`}>
                <time dateTime={row.due_on}>{formatDate(row.due_on, { dense: true })}</time>
              </td>
              <td data-label={t`Still owed`}>
                {formatPkr(row.outstanding)}
                {row.outstanding !== row.amount && (
                  <small className="muted"> {t`of ${amount}`}</small>
                )}
              </td>
              <td data-label={t`Status`}>
                <span className={`status status-instalment-${row.status}`}>
                  {i18n._(INSTALMENT_STATUS_LABELS[row.status])}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
