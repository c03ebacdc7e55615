import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { instalmentStatusLabel } from '@baraat/shared/domain/payment-plan';
import { dueWords } from '@baraat/shared/domain/plan-words';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { TableScroll } from '@/components/ui/table-scroll';

/** The saved plan: each instalment's amount, due date (and the event it follows now), what is
 * paid of it and its state (docs/product/weddings.md#what-is-due). */
export function PlanView({ wedding }: { wedding: Wedding }) {
  return (
    <TableScroll label="Instalments">
      <table className="data-table card-table">
        <caption className="visually-hidden">Payment plan</caption>
        <thead>
          <tr>
            <th scope="col">Instalment</th>
            <th scope="col">Due</th>
            <th scope="col">Amount</th>
            <th scope="col">Paid</th>
            <th scope="col">Outstanding</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {wedding.plan.map((instalment) => {
            const given = dueWords(instalment.due, instalment.due_event_id, wedding.events);
            return (
              <tr key={instalment.item_id}>
                <td data-label="Instalment">
                  {instalment.label}
                  {instalment.basis === 'percent' && (
                    <span className="muted"> ({instalment.percent}%)</span>
                  )}
                </td>
                <td data-label="Due">
                  <time dateTime={instalment.due_on}>{formatDate(instalment.due_on)}</time>
                  {given && <span className="muted plan-due-given"> {given}</span>}
                </td>
                <td data-label="Amount">{formatPkr(instalment.amount)}</td>
                <td data-label="Paid">{formatPkr(instalment.paid)}</td>
                <td data-label="Outstanding">{formatPkr(instalment.outstanding)}</td>
                <td data-label="Status">
                  {/* The chip of the customer's wedding page (styles/customer-weddings.css). */}
                  <span
                    className={`status instalment-chip instalment-${instalment.status.replace('_', '-')}`}
                  >
                    {instalmentStatusLabel(instalment.status, wedding.events)}
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
