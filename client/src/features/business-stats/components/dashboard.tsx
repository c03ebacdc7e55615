// The owner's dashboard (docs/product/business-desk.md#the-desk-and-its-tabs): stats, upcoming events (7 days, first 5), the charts, top
// packages (first 5) and recent transactions (first 3), all from the server's figures. When the
// enhanced stats fail it shows the basic stats; when those fail too, zeros and the spec's error.
import { type BusinessStats, DASHBOARD_UPCOMING } from '@baraat/shared/schemas/stats';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBusinessStats } from '../api/get-business-stats';
import { useEnhancedStats } from '../api/get-enhanced-stats';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { DashboardCharts } from './dashboard-charts';
import { RecentTransactions, TopPackagesTable } from './dashboard-tables';
import { StatsCards } from './stats-cards';
import { UpcomingEventsList } from './upcoming-events-list';

const ZERO_STATS: BusinessStats = {
  total_bookings: 0,
  pending_bookings: 0,
  confirmed_bookings: 0,
  total_revenue: 0,
  monthly_revenue: 0,
  weekly_revenue: 0,
  upcoming_events: 0,
  weekly_events: 0,
  total_customers: 0,
  repeat_customers: 0,
  average_rating: 0,
  total_reviews: 0,
  total_packages: 0,
  total_services: 0,
  conversion_rate: 0,
  response_time: null,
};

export function Dashboard({ businessId, mappingId }: { businessId: number; mappingId: number }) {
  const { t } = useLingui();
  const enhanced = useEnhancedStats(mappingId);
  const basic = useBusinessStats(businessId, enhanced.isError);
  const upcoming = useUpcomingEvents(mappingId);
  const failed = enhanced.isError && basic.isError;
  const stats = enhanced.data ?? basic.data ?? (failed ? ZERO_STATS : undefined);
  // STATS_TEXTS.dashboardFailed's words (shared/schemas/stats.ts), in the reader's language.
  const dashboardFailed = (message: string) => t`Failed to load dashboard: ${message}`;
  const retry = () => {
    void enhanced.refetch();
    void basic.refetch();
    void upcoming.refetch();
  };

  return (
    <div className="dashboard">
      {failed && (
        <RetryAlert onRetry={retry}>
          {dashboardFailed(basic.error.detail ?? basic.error.message)}
        </RetryAlert>
      )}
      {!stats && <Spinner label={t`Loading dashboard...`} />}
      {stats && <StatsCards stats={stats} />}
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">
          <Trans>Upcoming events (next 7 days)</Trans>
        </h2>
        {upcoming.status === 'pending' && <Spinner />}
        {upcoming.status === 'error' && (
          <RetryAlert onRetry={() => void upcoming.refetch()}>
            {upcoming.error.detail ?? upcoming.error.message}
          </RetryAlert>
        )}
        {upcoming.data && (
          <UpcomingEventsList
            events={upcoming.data.slice(0, DASHBOARD_UPCOMING)}
            empty={t`No confirmed events in the next 7 days.`}
          />
        )}
      </section>
      {enhanced.data ? (
        <>
          <DashboardCharts stats={enhanced.data} />
          <section aria-labelledby="packages-title">
            <h2 id="packages-title">
              <Trans>Top packages</Trans>
            </h2>
            <TopPackagesTable packages={enhanced.data.top_packages} />
          </section>
          <section aria-labelledby="transactions-title">
            <h2 id="transactions-title">
              <Trans>Recent transactions</Trans>
            </h2>
            <RecentTransactions transactions={enhanced.data.recent_transactions} />
          </section>
        </>
      ) : (
        stats && (
          <p className="muted">
            <Trans>Charts are unavailable right now; the figures above are the basic stats.</Trans>
          </p>
        )
      )}
      <Link className="button button-secondary" to={paths.businessAnalytics}>
        <Trans>Open analytics</Trans>
      </Link>
    </div>
  );
}
