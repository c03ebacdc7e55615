import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { vendorName } from '@baraat/shared/domain/vendor-name';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { link } from '@/config/paths';
import { useMyWeddings } from '@/features/weddings/api/get-weddings';
import { InstalmentChip } from '@/features/weddings/components/wedding-plan';

/** The overview's "Your weddings" (docs/product/weddings.md#what-is-due): each wedding with its
 * next instalment and a link to its page; nothing at all for a customer with no wedding. */
export function YourWeddings({ userId }: { userId: number | null }) {
  const weddings = useMyWeddings(userId);
  if (weddings.status === 'error')
    return (
      <RetryAlert onRetry={() => void weddings.refetch()}>
        {weddings.error.detail ?? 'Failed to load your weddings'}
      </RetryAlert>
    );
  if (!weddings.data || weddings.data.length === 0) return null;
  return (
    <section className="your-weddings" aria-labelledby="your-weddings-title">
      <h2 id="your-weddings-title">Your weddings</h2>
      <ul className="wedding-cards">
        {weddings.data.map((wedding) => {
          const next = wedding.next_instalment;
          return (
            <li key={wedding.wedding_id} className="wedding-card">
              <Link to={link.customerWedding(wedding.wedding_id)}>
                <strong>{wedding.title}</strong>
              </Link>
              <span className="muted">
                {vendorName(wedding.business_name, wedding.business_city)} · {wedding.events.length}{' '}
                events · {formatPkr(wedding.total)}
              </span>
              {next ? (
                <p className="next-instalment">
                  Next instalment: {next.label}
                  {/* Before an event is accepted nothing falls due: no day is promised. */}
                  {next.status !== 'not_due' && (
                    <>
                      , due <time dateTime={next.due_on}>{formatDate(next.due_on)}</time>
                    </>
                  )}{' '}
                  · <strong>{formatPkr(next.outstanding)}</strong>{' '}
                  <InstalmentChip status={next.status} events={wedding.events} />
                </p>
              ) : (
                <p className="next-instalment">Nothing left to pay in the plan.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
