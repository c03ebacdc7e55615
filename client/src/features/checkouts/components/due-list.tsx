// The customer's "Awaiting your payment" (docs/product/online-payments.md#paying-online): each
// booking or wedding owing a payment now, with what it is, its deadline and its Pay button.
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { CHECKOUT_TEXTS, type PaymentDue } from '@baraat/shared/schemas/checkouts';
import { Trans, useLingui } from '@lingui/react/macro';
import { HoldBadge } from '@/components/hold-badge';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentsDue } from '../api/get-payments-due';
import { PayFlow } from './pay-flow';
import { targetOf } from './target';

export function DueList() {
  const { i18n } = useLingui();
  const due = usePaymentsDue();
  return (
    <section className="payments-due" aria-labelledby="payments-due-title">
      <h2 id="payments-due-title">{i18n._(CHECKOUT_TEXTS.dueHeading)}</h2>
      {due.isPending ? (
        <Spinner label={i18n._(CHECKOUT_TEXTS.loadingDue)} />
      ) : due.isError ? (
        <RetryAlert onRetry={() => void due.refetch()}>
          {due.error.detail ?? i18n._(CHECKOUT_TEXTS.loadDueFailed)}
        </RetryAlert>
      ) : due.data.due.length === 0 ? (
        <p className="muted">{i18n._(CHECKOUT_TEXTS.noneDue)}</p>
      ) : (
        <ul className="due-list">
          {due.data.due.map((item) => (
            <DueCard key={item.booking_id ?? `w${item.wedding_id}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DueCard({ item }: { item: PaymentDue }) {
  const { i18n } = useLingui();
  const dueOn = item.due_on;
  const dueDate = dueOn ? formatDate(dueOn) : '';
  return (
    <li className="due-card">
      <strong translate="no">{item.title}</strong>
      <span className="muted">
        <bdi translate="no">{item.business_name}</bdi> ·{' '}
        <time dateTime={item.event_date}>{formatDate(item.event_date)}</time>
      </span>
      <p>
        {i18n._(item.label)}
        {dueOn && (
          <Trans>
            , due <time dateTime={dueOn}>{dueDate}</time>
          </Trans>
        )}{' '}
        · <strong>{formatPkr(item.amount)}</strong>
      </p>
      {item.hold === 'held' && (
        <p>
          <HoldBadge hold={item.hold} holdUntil={item.hold_until} />
        </p>
      )}
      <PayFlow target={targetOf(item)} kind={item.kind} />
    </li>
  );
}
