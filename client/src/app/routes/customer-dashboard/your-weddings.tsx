import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { VendorName } from '@/components/ui/vendor-name';
import { link } from '@/config/paths';
import { useMyWeddings } from '@/features/weddings/api/get-weddings';
import { InstalmentChip } from '@/features/weddings/components/wedding-plan';

/** The overview's "Your weddings" (docs/product/weddings.md#what-is-due): each wedding with its
 * next instalment and a link to its page; nothing at all for a customer with no wedding. */
export function YourWeddings({ userId }: { userId: number | null }) {
  const { t, i18n } = useLingui();
  const weddings = useMyWeddings(userId);
  if (weddings.status === 'error')
    return (
      <RetryAlert onRetry={() => void weddings.refetch()}>
        {weddings.error.detail ?? t`Failed to load your weddings`}
      </RetryAlert>
    );
  if (!weddings.data || weddings.data.length === 0) return null;
  return (
    <section className="your-weddings" aria-labelledby="your-weddings-title">
      <h2 id="your-weddings-title">
        <Trans>Your weddings</Trans>
      </h2>
      <ul className="wedding-cards">
        {weddings.data.map((wedding) => {
          const next = wedding.next_instalment;
          const events = wedding.events.length;
          const total = formatPkr(wedding.total);
          const instalment = next ? i18n._(next.label) : undefined;
          const due = next ? formatDate(next.due_on) : '';
          return (
            <li key={wedding.wedding_id} className="wedding-card">
              <Link to={link.customerWedding(wedding.wedding_id)}>
                <strong translate="no">{wedding.title}</strong>
              </Link>
              <span className="muted">
                <Trans>
                  <VendorName name={wedding.business_name} city={wedding.business_city} /> ·{' '}
                  {events} events · <bdi>{total}</bdi>
                </Trans>
              </span>
              {next ? (
                <p className="next-instalment">
                  <Trans>Next instalment: {instalment}</Trans>
                  {/* Before an event is accepted nothing falls due: no day is promised. */}
                  {next.status !== 'not_due' && (
                    <Trans>
                      , due <time dateTime={next.due_on}>{due}</time>
                    </Trans>
                  )}{' '}
                  ·{' '}
                  <strong>
                    <bdi>{formatPkr(next.outstanding)}</bdi>
                  </strong>{' '}
                  <InstalmentChip status={next.status} events={wedding.events} />
                </p>
              ) : (
                <p className="next-instalment">
                  <Trans>Nothing left to pay in the plan.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
