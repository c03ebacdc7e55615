import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { instalmentStatusLabel } from '@baraat/shared/domain/payment-plan';
import { dueWords } from '@baraat/shared/domain/plan-words';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlanLabel } from '@/components/payments/plan-label';
import { TableScroll } from '@/components/ui/table-scroll';

/** The saved plan: each instalment's amount, due date (and the event it follows now), what is
 * paid of it and its state (docs/product/weddings.md#what-is-due). */
export function PlanView({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useLingui();
  return (
    <TableScroll label={t`Instalments`}>
      <table className="data-table card-table">
        <caption className="visually-hidden">
          <Trans>Payment plan</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Instalment</Trans>
            </th>
            <th scope="col">
              <Trans>Due</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Paid</Trans>
            </th>
            <th scope="col">
              <Trans>Outstanding</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {wedding.plan.map((instalment) => {
            const given = dueWords(instalment.due, instalment.due_event_id, wedding.events, i18n._);
            return (
              <tr key={instalment.item_id}>
                <td data-label={t`Instalment`}>
                  <PlanLabel label={instalment.label} />
                  {instalment.basis === 'percent' && (
                    <span className="muted"> ({instalment.percent}%)</span>
                  )}
                </td>
                <td data-label={t`Due`}>
                  <time dateTime={instalment.due_on}>{formatDate(instalment.due_on)}</time>
                  {given && <span className="muted plan-due-given"> {given}</span>}
                </td>
                <td data-label={t`Amount`}>{formatPkr(instalment.amount)}</td>
                <td data-label={t`Paid`}>{formatPkr(instalment.paid)}</td>
                <td data-label={t`Outstanding`}>{formatPkr(instalment.outstanding)}</td>
                <td data-label={t`Status`}>
                  {/* The chip of the customer's wedding page (styles/customer-weddings.css). */}
                  <span
                    className={`status instalment-chip instalment-${instalment.status.replace('_', '-')}`}
                  >
                    {i18n._(instalmentStatusLabel(instalment.status, wedding.events))}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
