// What is due (docs/product/weddings.md#what-is-due): on the Payments tab, the weddings' instalments
// overdue and those due this week (today and the six days after), each list with its total.
import { formatPkr } from '@baraat/shared/domain/format';
import type { InstalmentDue } from '@baraat/shared/schemas/wedding-answers';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useInstalmentsDue } from '../api/get-instalments';
import { InstalmentsTable } from './instalments-table';

export const INSTALMENT_TEXTS = {
  overdue: 'Instalments overdue',
  dueThisWeek: 'Due this week',
  noneOverdue: 'Nothing overdue.',
  noneThisWeek: 'Nothing due this week.',
  loading: 'Loading instalments...',
  failed: 'Failed to load instalments',
} as const;

function InstalmentsSection({
  id,
  title,
  empty,
  rows,
  total,
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly InstalmentDue[];
  total: number;
}) {
  return (
    <section aria-labelledby={id} className="instalments-section">
      <div className="instalments-head">
        <h2 id={id}>{title}</h2>
        <p className="instalments-total">
          Total <strong>{formatPkr(total)}</strong>
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <InstalmentsTable label={title} rows={rows} />
      )}
    </section>
  );
}

export function InstalmentsDue({ ownerId }: { ownerId: number }) {
  const query = useInstalmentsDue(ownerId);
  if (query.status === 'pending') return <Spinner label={INSTALMENT_TEXTS.loading} />;
  if (query.status === 'error') {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {query.error.detail ?? INSTALMENT_TEXTS.failed}
      </RetryAlert>
    );
  }
  const due = query.data;
  const lists = [
    [
      'overdue',
      INSTALMENT_TEXTS.overdue,
      INSTALMENT_TEXTS.noneOverdue,
      due.overdue,
      due.overdue_total,
    ],
    [
      'week',
      INSTALMENT_TEXTS.dueThisWeek,
      INSTALMENT_TEXTS.noneThisWeek,
      due.due_this_week,
      due.due_this_week_total,
    ],
  ] as const;
  return lists.map(([key, title, empty, rows, total]) => (
    <InstalmentsSection
      key={key}
      id={`instalments-${key}-title`}
      title={title}
      empty={empty}
      rows={rows}
      total={total}
    />
  ));
}
