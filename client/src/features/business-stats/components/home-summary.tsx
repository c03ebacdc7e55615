// The home tab (docs/product/business-desk.md#the-desk-and-its-tabs): what an owner opening the app at a venue needs first — today's and
// this week's events, requests waiting for an answer, and the usual next steps. No charts here:
// they load with the dashboard.

import type { ManagementTile } from '@baraat/shared/domain/business-kind';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useBusinessStats } from '../api/get-business-stats';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { UpcomingEventsList } from './upcoming-events-list';

export function HomeSummary({
  businessId,
  mappingId,
  tile,
}: {
  businessId: number;
  mappingId: number;
  tile: ManagementTile;
}) {
  const stats = useBusinessStats(businessId);
  const events = useUpcomingEvents(mappingId);
  const today = todayInPakistan();
  const pending = stats.data?.pending_bookings;

  return (
    <div className="home-summary">
      <Link className="pending-callout" to={link.businessTab('events')}>
        {pending === undefined ? (
          'Booking requests'
        ) : pending === 0 ? (
          'No requests are waiting for your answer.'
        ) : (
          <>
            <strong>{pending}</strong>{' '}
            {pending === 1 ? 'request is waiting' : 'requests are waiting'} for your answer
          </>
        )}
      </Link>
      {stats.status === 'error' && (
        <RetryAlert onRetry={() => void stats.refetch()}>
          {stats.error.detail ?? stats.error.message}
        </RetryAlert>
      )}
      {events.status === 'pending' && <Spinner label="Loading events..." />}
      {events.status === 'error' && (
        <RetryAlert onRetry={() => void events.refetch()}>
          {events.error.detail ?? events.error.message}
        </RetryAlert>
      )}
      {events.data && (
        <>
          <section aria-labelledby="today-title">
            <h2 id="today-title">Today</h2>
            <UpcomingEventsList
              events={events.data.filter((e) => e.event_date === today)}
              empty="No events today."
            />
          </section>
          <section aria-labelledby="week-title">
            <h2 id="week-title">This week</h2>
            <UpcomingEventsList
              events={events.data.filter((e) => e.event_date > today)}
              empty="No other events in the next 7 days."
            />
          </section>
        </>
      )}
      <nav aria-label="Quick links" className="quick-links">
        <Link className="button button-secondary" to={link.businessTab('packages')}>
          Add package
        </Link>
        <Link className="button button-secondary" to={link.businessTab(tile.tab)}>
          {tile.label}
        </Link>
        <Link className="button button-secondary" to={link.businessTab('media')}>
          Media
        </Link>
        <Link className="button button-secondary" to={link.businessTab('dashboard')}>
          Dashboard
        </Link>
        <Link className="button button-secondary" to={paths.businessAnalytics}>
          Analytics
        </Link>
      </nav>
    </div>
  );
}
