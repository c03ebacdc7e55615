import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Instalment } from '@baraat/shared/schemas/wedding-answers';
import { INSTALMENT_STATUS_LABELS } from '@baraat/shared/schemas/weddings';
import { WeddingTable } from './wedding-table';

/** The wedding's payment plan as it stands (docs/product/weddings.md#what-is-due): each
 * instalment's amount, due date, what is paid of it and its state by Pakistan's date. */
export function WeddingPlan({ plan }: { plan: readonly Instalment[] }) {
  if (plan.length === 0) return <p className="muted">No payment plan yet.</p>;
  return (
    <WeddingTable
      caption="Payment plan"
      columns={['Instalment', 'Due', 'Amount', 'Paid', 'Status']}
    >
      {plan.map((item) => (
        <tr key={item.item_id}>
          <td data-label="Instalment">{item.label}</td>
          <td data-label="Due">
            <time dateTime={item.due_on}>{formatDate(item.due_on)}</time>
          </td>
          <td data-label="Amount">{formatPkr(item.amount)}</td>
          <td data-label="Paid">{formatPkr(item.paid)}</td>
          <td data-label="Status">
            <InstalmentChip status={item.status} />
          </td>
        </tr>
      ))}
    </WeddingTable>
  );
}

/** An instalment's state as a chip: Upcoming, Due today, Paid, Part-paid, Overdue. */
export function InstalmentChip({ status }: { status: Instalment['status'] }) {
  return (
    <span className={`status instalment-chip instalment-${status.replace('_', '-')}`}>
      {INSTALMENT_STATUS_LABELS[status]}
    </span>
  );
}
