// /business/settings (docs/product/business-desk.md#business-management): the owner's account and business at a glance, with the
// places to change them. Non-owners never get here: the route's guard shows Access Denied.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { BusinessSettingsPanel } from '@/features/business/components/business-settings-panel';
import { useSessionStore } from '@/lib/session';

export default function BusinessSettingsRoute() {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const business = useMyBusiness(user?.user_id ?? null);

  return (
    <section className="page business-settings" aria-labelledby="business-settings-title">
      <div className="toolbar">
        <h1 id="business-settings-title">
          <Trans>Business Settings</Trans>
        </h1>
        <Link className="button button-secondary" to={paths.businessHome}>
          <Trans>Back to Dashboard</Trans>
        </Link>
      </div>
      {business.status === 'pending' && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          <Trans>Failed to load business information</Trans>
        </RetryAlert>
      )}
      {business.data && user && (
        <BusinessSettingsPanel business={business.data} user={user} headingLevel={2} />
      )}
    </section>
  );
}
