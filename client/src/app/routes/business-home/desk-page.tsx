// The desk's page around its tab: the heading, the links and the tab strip, with the business
// as read so far (business-home.tsx shows it pending until the read's code has come).
import { managementTile } from '@baraat/shared/domain/business-kind';
import { deskCan } from '@baraat/shared/domain/desk-roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DeskRefusal } from '@/app/desk-refusal';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import type { useMyBusiness } from '@/features/business/api/get-my-business';
import { useDeskRole } from '@/lib/desk-role';
import { TabStrip } from './tab-strip';
import { deskTabs, TAB_ACTIONS, TAB_TITLES, tabIn, useTabScreen } from './tabs';

export type DeskBusiness = Pick<ReturnType<typeof useMyBusiness>, 'data' | 'status'> & {
  refetch: () => unknown;
};

/** The desk around the business as read so far: pending, an error, or the business. */
export function DeskPage({ business }: { business: DeskBusiness }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const tab = tabIn(params);
  const role = useDeskRole() ?? 'owner';
  const [profileError, setProfileError] = useState(false);
  const resourceTab = managementTile(business.data?.business_type.business_type_name).tab;
  const shown = deskTabs(role, resourceTab, tab);
  const refused = !deskCan(role, TAB_ACTIONS[tab]);
  // The tab's code loads while the business is fetched (offline: read from the device).
  const Screen = useTabScreen(refused ? 'home' : tab);

  const openProfile = () => {
    const slug = business.data?.slug;
    if (!slug) {
      setProfileError(true);
      return;
    }
    window.open(link.vendorProfile(slug), '_blank', 'noopener');
  };

  return (
    <section className="page business-home" aria-labelledby="business-home-title">
      <div className="toolbar">
        <h1 id="business-home-title">
          {business.data?.business_name ? (
            <bdi translate="no">{business.data.business_name}</bdi>
          ) : (
            t`Business home`
          )}
        </h1>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={openProfile}>
            <Trans>View Public Profile</Trans>
          </button>
          {deskCan(role, 'settings') && (
            <Link className="button button-secondary" to={paths.businessEdit}>
              <Trans>Edit Business</Trans>
            </Link>
          )}
        </div>
      </div>
      {profileError && (
        <Alert tone="error">
          <Trans>Business profile not available</Trans>
        </Alert>
      )}
      <TabStrip label={t`Business`} current={tab}>
        {shown.map((key) => (
          <Link
            key={key}
            to={link.businessTab(key)}
            className={`chip${tab === key ? ' chip-on' : ''}`}
            aria-current={tab === key ? 'page' : undefined}
          >
            {i18n._(TAB_TITLES[key])}
          </Link>
        ))}
      </TabStrip>
      {!refused && (business.status === 'pending' || (business.data && !Screen)) && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          <Trans>Failed to load business information</Trans>
        </RetryAlert>
      )}
      {refused && <DeskRefusal action={TAB_ACTIONS[tab]} inPage />}
      {business.data && Screen && !refused && (
        <Suspense fallback={<Spinner />}>
          <Screen business={business.data} />
        </Suspense>
      )}
    </section>
  );
}
