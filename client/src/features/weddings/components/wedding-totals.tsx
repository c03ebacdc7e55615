import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';

/** The wedding's money at a glance (docs/product/weddings.md#the-payment-plan): its total, what
 * is paid, what is still owed, and what the plan leaves out when it has no remainder. */
export function WeddingTotals({
  wedding,
}: {
  wedding: Pick<Wedding, 'total' | 'paid' | 'outstanding' | 'unscheduled'>;
}) {
  return (
    <ul className="stat-grid stat-grid-money" aria-label="Wedding totals">
      <li>
        <strong>{formatPkr(wedding.total)}</strong> Total
      </li>
      <li>
        <strong>{formatPkr(wedding.paid)}</strong> Paid
      </li>
      <li>
        <strong>{formatPkr(wedding.outstanding)}</strong> Outstanding
      </li>
      {wedding.unscheduled > 0 && (
        <li>
          <strong>{formatPkr(wedding.unscheduled)}</strong> Not in the plan
        </li>
      )}
    </ul>
  );
}
