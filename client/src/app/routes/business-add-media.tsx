// /business/add_media (docs/product/business-desk.md#business-management): Media Management, reached from Business Management.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { MediaManager } from '@/features/business-media/components/media-manager';
import { useDeskUserId } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';

export default function BusinessAddMediaRoute() {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const business = useMyBusiness(useDeskUserId());
  return (
    <section className="page" aria-labelledby="media-management-title">
      <Link to={paths.businessManage} className="back-link">
        <span className="icon-directional">←</span> <Trans>Back to Business Management</Trans>
      </Link>
      <h1 id="media-management-title">
        <Trans>Media Management</Trans>
      </h1>
      {business.status === 'pending' && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          <Trans>Failed to load business information</Trans>
        </RetryAlert>
      )}
      {business.data && user && (
        <MediaManager
          businessId={business.data.business_id}
          businessName={business.data.business_name}
          userId={user.user_id}
        />
      )}
    </section>
  );
}
