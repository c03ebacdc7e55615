// What is due (docs/product/weddings.md#what-is-due): on the Payments tab, the weddings' instalments
// overdue and those due this week (today and the six days after), each list with its total.
import { formatPkr } from '@baraat/shared/domain/format';
import type { InstalmentDue } from '@baraat/shared/schemas/wedding-answers';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useInstalmentsDue } from '../api/get-instalments';
import { InstalmentsTable } from './instalments-table';

/** Translated where shown. */
export const INSTALMENT_TEXTS = {
  overdue: msg`Instalments overdue`,
  dueThisWeek: msg`Due this week`,
  noneOverdue: msg`Nothing overdue.`,
  noneThisWeek: msg`Nothing due this week.`,
  loading: msg`Loading instalments...`,
  failed: msg`Failed to load instalments`,
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
  const amount = formatPkr(total);
  return (
    <section aria-labelledby={id} className="instalments-section">
      <div className="instalments-head">
        <h2 id={id}>{title}</h2>
        <p className="instalments-total">
          <Trans>
            Total <strong>{amount}</strong>
          </Trans>
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
  const { i18n } = useLingui();
  if (query.status === 'pending') return <Spinner label={i18n._(INSTALMENT_TEXTS.loading)} />;
  if (query.status === 'error') {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {query.error.detail ?? i18n._(INSTALMENT_TEXTS.failed)}
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
      title={i18n._(title)}
      empty={i18n._(empty)}
      rows={rows}
      total={total}
    />
  ));
}
