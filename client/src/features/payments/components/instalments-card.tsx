// The Dashboard's card of what is due (docs/product/weddings.md#what-is-due): the totals of the
// instalments overdue and due this week, leading to the Payments tab's lists.
import { formatPkr } from '@baraat/shared/domain/format';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link } from '@/config/paths';
import { useInstalmentsDue } from '../api/get-instalments';
import { INSTALMENT_TEXTS } from './instalments-due';

const count = (n: number) => `${n} instalment${n === 1 ? '' : 's'}`;

export function InstalmentsCard({ ownerId }: { ownerId: number }) {
  const query = useInstalmentsDue(ownerId);
  const due = query.data;
  return (
    <section aria-labelledby="instalments-card-title" className="instalments-card">
      <h2 id="instalments-card-title">Instalments</h2>
      {query.status === 'pending' && <Spinner label={INSTALMENT_TEXTS.loading} />}
      {query.status === 'error' && (
        <RetryAlert onRetry={() => void query.refetch()}>
          {query.error.detail ?? INSTALMENT_TEXTS.failed}
        </RetryAlert>
      )}
      {due && (
        <ul className="stat-grid stat-grid-money" aria-label="Instalments owed">
          <li className={due.overdue.length > 0 ? 'instalments-overdue' : undefined}>
            <strong>{formatPkr(due.overdue_total)}</strong> Overdue
            <small className="muted">{count(due.overdue.length)}</small>
          </li>
          <li>
            <strong>{formatPkr(due.due_this_week_total)}</strong> Due this week
            <small className="muted">{count(due.due_this_week.length)}</small>
          </li>
        </ul>
      )}
      <Link className="button button-secondary" to={link.businessTab('payments')}>
        See instalments in Payments
      </Link>
    </section>
  );
}
