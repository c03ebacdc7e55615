// /business/home (docs/product/business-desk.md#the-desk-and-its-tabs): the owner's desk. The tab comes from ?tab= (home by default);
// the header links to the public profile and the edit form. Each tab loads when chosen.

import { managementTile } from '@baraat/shared/domain/business-kind';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { BUSINESS_TABS, link, paths } from '@/config/paths';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { useSessionStore } from '@/lib/session';
import { TabStrip } from './business-home/tab-strip';
import { preloadTab, TAB_TITLES, tabIn, useTabScreen } from './business-home/tabs';

/** The tab the address names loads with the page (main.tsx, start.tsx), not once it shows. */
export const preloadParts = (search: string) => preloadTab(tabIn(new URLSearchParams(search)));

export default function BusinessHomeRoute() {
  const [params] = useSearchParams();
  const tab = tabIn(params);
  const user = useSessionStore((state) => state.session?.user ?? null);
  const business = useMyBusiness(user?.is_business_owner ? user.user_id : null);
  const [profileError, setProfileError] = useState(false);
  const resourceTab = managementTile(business.data?.business_type.business_type_name).tab;
  // The nav shows the resource tab of the business's kind; both addresses still work.
  const shown = BUSINESS_TABS.filter(
    (t) => (t !== 'halls' && t !== 'workers') || t === resourceTab || t === tab,
  );
  // The tab's code loads while the business is fetched (offline: read from the device).
  const Screen = useTabScreen(tab);

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
          <Link className="button button-secondary" to={paths.businessEdit}>
            Edit Business
          </Link>
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
      {(business.status === 'pending' || (business.data && !Screen)) && <Spinner />}
      {business.status === 'error' && (
        <RetryAlert onRetry={() => void business.refetch()}>
          Failed to load business information
        </RetryAlert>
      )}
      {business.data && Screen && (
        <Suspense fallback={<Spinner />}>
          <Screen business={business.data} />
        </Suspense>
      )}
    </section>
  );
}
