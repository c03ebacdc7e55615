// What the business is owed (docs/product/payments.md#what-the-business-is-owed) as figures,
// read from the server's one computation: the Payments tab and the Dashboard sum nothing here.
import { formatPkr } from '@baraat/shared/domain/format';
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentsSummary } from '../api/get-payments-summary';

/** Translated where shown, as the figures' labels. */
export const OWED_TEXTS = {
  loading: msg`Loading what is owed...`,
  failed: msg`Failed to load what is owed`,
} as const;

const LABELS = {
  received: msg`Received`,
  refunded: msg`Refunded`,
  outstanding: msg`Outstanding`,
  overdue: msg`Overdue`,
  due_this_week: msg`Due this week`,
} as const satisfies Partial<Record<keyof PaymentsSummary, MessageDescriptor>>;

export type OwedFigure = keyof typeof LABELS;

export function OwedFigures({
  ownerId,
  figures,
  label,
}: {
  ownerId: number;
  figures: readonly OwedFigure[];
  label: string;
}) {
  const summary = usePaymentsSummary(ownerId);
  const { i18n } = useLingui();
  if (summary.status === 'pending') return <Spinner label={i18n._(OWED_TEXTS.loading)} />;
  if (summary.status === 'error') {
    return (
      <RetryAlert onRetry={() => void summary.refetch()}>
        {summary.error.detail ?? i18n._(OWED_TEXTS.failed)}
      </RetryAlert>
    );
  }
  return (
    <ul className="stat-grid stat-grid-money" aria-label={label}>
      {figures.map((figure) => {
        const amount = summary.data[figure];
        const late = figure === 'overdue' && amount > 0;
        return (
          <li key={figure} className={late ? 'instalments-overdue' : undefined}>
            <strong>{formatPkr(amount)}</strong> {i18n._(LABELS[figure])}
          </li>
        );
      })}
    </ul>
  );
}
