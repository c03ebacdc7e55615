// /business/weddings/:id (docs/product/weddings.md), owner-only (the route's guard): one
// wedding of the owner's business, answered, planned and paid here; opens offline once seen.
import { isHallBusiness, managementTile } from '@baraat/shared/domain/business-kind';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { getAvailableResources } from '@/features/business-requests/api/get-available-resources';
import { businessRequestsKey } from '@/features/business-requests/api/get-business-requests';
import { paymentsChange } from '@/features/payments/api/get-receivables';
import { useOwnerWedding } from '@/features/wedding-desk/api/get-wedding';
import { WeddingDesk } from '@/features/wedding-desk/components/wedding-desk';
import { WeddingDeskContext, type WeddingDeskLinks } from '@/features/wedding-desk/desk-context';
import { onOutboxSent } from '@/lib/outbox-runner';
import { useSessionStore } from '@/lib/session';

/** What the wedding view changes on the desk's other screens, and where it asks for halls. */
const LINKS: WeddingDeskLinks = {
  changed: (ownerId) => [businessRequestsKey(), ...paymentsChange(ownerId)],
  freeResources: getAvailableResources,
};

export default function BusinessWeddingRoute() {
  const { t, i18n } = useLingui();
  const ownerId = useSessionStore((state) => state.session?.user.user_id ?? 0);
  const params = useParams();
  const weddingId = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const business = useMyBusiness(ownerId || null);
  const wedding = useOwnerWedding(ownerId, weddingId);
  const { refetch } = wedding;
  // A payment queued here reached the server: the wedding is read again with it.
  useEffect(() => onOutboxSent((owner) => owner === ownerId && void refetch()), [ownerId, refetch]);
  const typeName = business.data?.business_type.business_type_name;
  const isHall = isHallBusiness(typeName, business.data?.business_name);
  const tile = managementTile(isHall ? 'hall' : typeName);
  const notFound = weddingId === 0 || wedding.error?.status === 404;

  return (
    <section className="page wedding-desk" aria-labelledby="wedding-title">
      <div className="toolbar">
        <h1 id="wedding-title">
          {wedding.data ? <bdi translate="no">{wedding.data.title}</bdi> : t`Wedding`}
        </h1>
        <Link className="button button-secondary" to={link.businessTab('events')}>
          <Trans>Booking Requests</Trans>
        </Link>
      </div>
      {notFound && <Alert tone="error">{i18n._(WEDDING_TEXTS.notFound)}</Alert>}
      {!notFound && wedding.status === 'pending' && <Spinner />}
      {!notFound && wedding.status === 'error' && (
        <RetryAlert onRetry={() => void refetch()}>
          {wedding.error.detail ?? t`Failed to load the wedding`}
        </RetryAlert>
      )}
      {wedding.data && (
        <WeddingDeskContext value={LINKS}>
          <WeddingDesk
            ownerId={ownerId}
            wedding={wedding.data}
            offline={wedding.offline}
            isHall={isHall}
            resourceNoun={tile.resource}
          />
        </WeddingDeskContext>
      )}
    </section>
  );
}
