import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { instalmentStatusLabel } from '@baraat/shared/domain/payment-plan';
import { dueWords } from '@baraat/shared/domain/plan-words';
import type { Instalment, Wedding } from '@baraat/shared/schemas/wedding-answers';
import { Trans, useLingui } from '@lingui/react/macro';
import { WeddingTable } from './wedding-table';

/** The wedding's payment plan as it stands (docs/product/weddings.md#what-is-due): each
 * instalment's amount, due date (and the event it follows now), what is paid of it and its
 * state by Pakistan's date. */
export function WeddingPlan({ wedding }: { wedding: Pick<Wedding, 'plan' | 'events'> }) {
  const { t, i18n } = useLingui();
  if (wedding.plan.length === 0)
    return (
      <p className="muted">
        <Trans>No payment plan yet.</Trans>
      </p>
    );
  const instalment = t`Instalment`;
  const due = t`Due`;
  const amount = t`Amount`;
  const paid = t`Paid`;
  const status = t`Status`;
  return (
    <WeddingTable caption={t`Payment plan`} columns={[instalment, due, amount, paid, status]}>
      {wedding.plan.map((item) => {
        const words = dueWords(item.due, item.due_event_id, wedding.events, i18n._);
        return (
          <tr key={item.item_id}>
            <td data-label={instalment}>{i18n._(item.label)}</td>
            <td data-label={due}>
              <time dateTime={item.due_on}>{formatDate(item.due_on)}</time>
              {words && <span className="muted"> {words}</span>}
            </td>
            <td data-label={amount}>{formatPkr(item.amount)}</td>
            <td data-label={paid}>{formatPkr(item.paid)}</td>
            <td data-label={status}>
              <InstalmentChip status={item.status} events={wedding.events} />
            </td>
          </tr>
        );
      })}
    </WeddingTable>
  );
}

/** An instalment's state as a chip: Upcoming, Due today, Paid, Part-paid, Overdue, and before
 * an event is accepted Due once accepted (or Not due, with no event counting). */
export function InstalmentChip({
  status,
  events,
}: {
  status: Instalment['status'];
  events: Wedding['events'];
}) {
  const { i18n } = useLingui();
  return (
    <span className={`status instalment-chip instalment-${status.replace('_', '-')}`}>
      {i18n._(instalmentStatusLabel(status, events))}
    </span>
  );
}
