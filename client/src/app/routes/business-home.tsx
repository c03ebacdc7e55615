// /business/home (docs/product/business-desk.md#the-desk-and-its-tabs): the desk, for its owner
// and its staff. The tab comes from ?tab= (home by default); the header links to the public
// profile and the edit form. Each tab loads when chosen; a role sees the tabs it may use, and a
// tab it may not, opened by its address, says so (docs/product/business-desk.md#what-each-role-sees).

import { managementTile } from '@baraat/shared/domain/business-kind';
import { deskCan } from '@baraat/shared/domain/desk-roles';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DeskRefusal } from '@/app/desk-refusal';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { useDeskRole, useDeskUserId } from '@/lib/desk-role';
import { TabStrip } from './business-home/tab-strip';
import {
  deskTabs,
  preloadTab,
  TAB_ACTIONS,
  TAB_TITLES,
  tabIn,
  useTabScreen,
} from './business-home/tabs';

/** The tab the address names loads with the page (main.tsx, start.tsx), not once it shows. */
export const preloadParts = (search: string) => preloadTab(tabIn(new URLSearchParams(search)));

export default function BusinessHomeRoute() {
  const [params] = useSearchParams();
  const tab = tabIn(params);
  const role = useDeskRole() ?? 'owner';
  const business = useMyBusiness(useDeskUserId());
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
        <h1 id="business-home-title">{business.data?.business_name ?? 'Business home'}</h1>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={openProfile}>
            View Public Profile
          </button>
          {deskCan(role, 'settings') && (
            <Link className="button button-secondary" to={paths.businessEdit}>
              Edit Business
            </Link>
          )}
        </div>
      </div>
      {profileError && <Alert tone="error">Business profile not available</Alert>}
      <TabStrip label="Business" current={tab}>
        {shown.map((key) => (
          <Link
            key={key}
            to={link.businessTab(key)}
            className={`chip${tab === key ? ' chip-on' : ''}`}
            aria-current={tab === key ? 'page' : undefined}
          >
            {TAB_TITLES[key]}
          </Link>
        ))}
      </TabStrip>
      {!refused && (business.status === 'pending' || (business.data && !Screen)) && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          Failed to load business information
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
