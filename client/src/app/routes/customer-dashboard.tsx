import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { worksDesk } from '@/lib/desk-role';
import { useSessionStore } from '@/lib/session';
import { partLoader, ReadingPart } from '../reading-part';
import { DASHBOARD_TABS, type DashboardTab } from './customer-dashboard/tabs';

// The heading and the tabs paint with the shell; what the dashboard reads comes after.
const reads = partLoader(() =>
  import('./customer-dashboard/reads').then((module) => module.DashboardReads),
);

/** A navigation here waits for the reads' code too (app/router.tsx). */
export const preloadReads = () => reads.preload();

const TABS = DASHBOARD_TABS;
type Tab = DashboardTab;

/** The tabs' names as shown (tabs.ts keeps the English for the browser tests). */
const TAB_LABELS: Record<Tab, MessageDescriptor> = {
  overview: msg`Overview`,
  bookings: msg`My Bookings`,
  'booking-management': msg`Manage Bookings`,
  favorites: msg`Favorites`,
  reviews: msg`Reviews`,
  search: msg`Search`,
  payments: msg`Payments`,
  inbox: msg`Messages`,
  profile: msg`Profile`,
};

/**
 * /customer/dashboard: a page composing the bookings, favourites, reviews, payments and
 * search features; the tab comes from ?tab= (docs/product/discovery.md#the-customer-screens), overview by default.
 */
export default function CustomerDashboardRoute() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find(([key]) => key === params.get('tab'))?.[0] ?? 'overview';
  const user = useSessionStore((state) => state.session?.user ?? null);
  const userId = user && !worksDesk(user) ? user.user_id : null;
  const firstName = user?.first_name;
  const go = (next: Tab) => setParams(next === 'overview' ? {} : { tab: next });

  if (worksDesk(user)) {
    return (
      <section className="page narrow">
        <h1>
          <Trans>My dashboard</Trans>
        </h1>
        <p>
          <Trans>
            This dashboard is for customers.{' '}
            <Link to={paths.businessHome}>Go to your business home</Link>.
          </Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="dashboard-title">
      <div className="toolbar">
        <h1 id="dashboard-title">
          <Trans>
            Welcome, <bdi>{firstName}</bdi>
          </Trans>
        </h1>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => go('search')}>
            <Trans>Find Services</Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={() => go('profile')}>
            <Trans>Edit Profile</Trans>
          </button>
        </div>
      </div>
      <nav className="chip-row" aria-label={t`Dashboard`}>
        {TABS.map(([key]) => (
          <button
            key={key}
            type="button"
            className={`chip${tab === key ? ' chip-on' : ''}`}
            aria-current={tab === key ? 'page' : undefined}
            onClick={() => go(key)}
          >
            {i18n._(TAB_LABELS[key])}
          </button>
        ))}
      </nav>
      <ReadingPart part={reads} props={{ tab, userId, go }} fallback={<Spinner />} />
    </section>
  );
}
