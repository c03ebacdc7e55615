import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { Trans, useLingui } from '@lingui/react/macro';

/** The wedding's money at a glance (docs/product/weddings.md#the-payment-plan): its total, what
 * is paid, what is still owed, and what the plan leaves out when it has no remainder. */
export function WeddingTotals({
  wedding,
}: {
  wedding: Pick<Wedding, 'total' | 'paid' | 'outstanding' | 'unscheduled'>;
}) {
  const { t } = useLingui();
  const total = formatPkr(wedding.total);
  const paid = formatPkr(wedding.paid);
  const outstanding = formatPkr(wedding.outstanding);
  const unscheduled = formatPkr(wedding.unscheduled);
  return (
    <ul className="stat-grid stat-grid-money" aria-label={t`Wedding totals`}>
      <li>
        <Trans>
          <strong>{total}</strong> Total
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>{paid}</strong> Paid
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>{outstanding}</strong> Outstanding
        </Trans>
      </li>
      {wedding.unscheduled > 0 && (
        <li>
          <Trans>
            <strong>{unscheduled}</strong> Not in the plan
          </Trans>
        </li>
      )}
    </ul>
  );
}
