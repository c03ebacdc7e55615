// The Dashboard's card of what the business is owed (docs/product/payments.md#dashboard-figures):
// Outstanding, and the weddings' instalments overdue and due this week, from the same
// computation as the Payments tab, leading there.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';
import { OwedFigures } from './owed-figures';

export function OwedCard({ ownerId }: { ownerId: number }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="owed-card-title" className="instalments-card">
      <h2 id="owed-card-title">
        <Trans>Owed</Trans>
      </h2>
      <OwedFigures
        ownerId={ownerId}
        figures={['outstanding', 'overdue', 'due_this_week']}
        label={t`Owed`}
      />
      <Link className="button button-secondary" to={link.businessTab('payments')}>
        <Trans>Open Payments</Trans>
      </Link>
    </section>
  );
}
