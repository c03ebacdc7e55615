// /business/analytics (docs/product/payments.md#analytics), for the roles that see the figures (the route's guard): the owner's business first,
// then the analytics of it.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { Analytics } from '@/features/business-stats/components/analytics';
import { useDeskUserId } from '@/lib/desk-role';

export default function BusinessAnalyticsRoute() {
  const business = useMyBusiness(useDeskUserId());
  return (
    <section className="page" aria-labelledby="analytics-title">
      <div className="toolbar">
        <h1 id="analytics-title">
          <Trans>Analytics</Trans>
        </h1>
        <Link className="button button-secondary" to={link.businessTab('dashboard')}>
          <Trans>Back to dashboard</Trans>
        </Link>
      </div>
      {business.status === 'pending' && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          <Trans>Failed to load business information</Trans>
        </RetryAlert>
      )}
      {business.data && <Analytics businessId={business.data.business_id} />}
    </section>
  );
}
