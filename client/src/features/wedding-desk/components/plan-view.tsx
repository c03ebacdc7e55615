import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Instalment, Wedding } from '@baraat/shared/schemas/wedding-answers';
import { INSTALMENT_STATUS_LABELS } from '@baraat/shared/schemas/weddings';
import { TableScroll } from '@/components/ui/table-scroll';

/** "7 days before Baraat", "the day after Walima", or nothing for a day given as such. */
function dueAsGiven(instalment: Instalment, wedding: Wedding): string | null {
  const { due } = instalment;
  if ('due_on' in due) return null;
  const before = 'before_event_id' in due;
  const id = before ? due.before_event_id : due.after_event_id;
  const event = wedding.events.find((candidate) => candidate.booking_id === id);
  const name = event?.event_name ?? 'the event';
  if (due.days === 0) return `on the day of ${name}`;
  return `${due.days} day${due.days === 1 ? '' : 's'} ${before ? 'before' : 'after'} ${name}`;
}

/** The saved plan: each instalment's amount, due date, what is paid of it and its state
 * (docs/product/weddings.md#what-is-due). */
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
            const given = dueAsGiven(instalment, wedding);
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
                    {INSTALMENT_STATUS_LABELS[instalment.status]}
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
