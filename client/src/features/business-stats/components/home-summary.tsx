// The home tab (docs/product/business-desk.md#the-desk-and-its-tabs): what an owner opening the app at a venue needs first — today's and
// this week's events, requests waiting for an answer, and the usual next steps. No charts here:
// they load with the dashboard. The counts and events are figures: a role that may not see them
// (the front desk) gets the way to the requests and the calendar instead
// (docs/product/business-desk.md#what-each-role-sees).

import type { ManagementTile } from '@baraat/shared/domain/business-kind';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { DeskAction } from '@baraat/shared/domain/desk-roles';
import { deskCan } from '@baraat/shared/domain/desk-roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useDeskCan, useDeskRole } from '@/lib/desk-role';
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
  const { t, i18n } = useLingui();
  const figures = useDeskCan('figures');
  const role = useDeskRole() ?? 'owner';
  const links: { to: string; label: string; action: DeskAction }[] = [
    { to: link.businessTab('packages'), label: t`Add package`, action: 'catalog' },
    { to: link.businessTab(tile.tab), label: i18n._(tile.label), action: 'desk' },
    { to: link.businessTab('media'), label: t`Media`, action: 'catalog' },
    { to: link.businessTab('calendar'), label: t`Calendar`, action: 'calendar' },
    { to: link.businessTab('dashboard'), label: t`Dashboard`, action: 'figures' },
    { to: paths.businessAnalytics, label: t`Analytics`, action: 'figures' },
  ];

  return (
    <div className="home-summary">
      {figures ? (
        <Figures businessId={businessId} mappingId={mappingId} />
      ) : (
        <Link className="pending-callout" to={link.businessTab('events')}>
          <Trans>Booking requests</Trans>
        </Link>
      )}
      <nav aria-label={t`Quick links`} className="quick-links">
        {links
          .filter((quick) => deskCan(role, quick.action))
          .map((quick) => (
            <Link key={quick.label} className="button button-secondary" to={quick.to}>
              {quick.label}
            </Link>
          ))}
      </nav>
    </div>
  );
}

/** Requests waiting for an answer, and today's and this week's events. */
function Figures({ businessId, mappingId }: { businessId: number; mappingId: number }) {
  const { t } = useLingui();
  const stats = useBusinessStats(businessId);
  const events = useUpcomingEvents(mappingId);
  const today = todayInPakistan();
  const pending = stats.data?.pending_bookings;

  return (
    <>
      <Link className="pending-callout" to={link.businessTab('events')}>
        {pending === undefined ? (
          t`Booking requests`
        ) : pending === 0 ? (
          t`No requests are waiting for your answer.`
        ) : pending === 1 ? (
          <Trans>
            <strong>{pending}</strong> request is waiting for your answer
          </Trans>
        ) : (
          <Trans>
            <strong>{pending}</strong> requests are waiting for your answer
          </Trans>
        )}
      </Link>
      {stats.status === 'error' && (
        <RetryAlert onRetry={() => void stats.refetch()}>
          {stats.error.detail ?? stats.error.message}
        </RetryAlert>
      )}
      {events.status === 'pending' && <Spinner label={t`Loading events...`} />}
      {events.status === 'error' && (
        <RetryAlert onRetry={() => void events.refetch()}>
          {events.error.detail ?? events.error.message}
        </RetryAlert>
      )}
      {events.data && (
        <>
          <section aria-labelledby="today-title">
            <h2 id="today-title">
              <Trans>Today</Trans>
            </h2>
            <UpcomingEventsList
              events={events.data.filter((e) => e.event_date === today)}
              empty={t`No events today.`}
            />
          </section>
          <section aria-labelledby="week-title">
            <h2 id="week-title">
              <Trans>This week</Trans>
            </h2>
            <UpcomingEventsList
              events={events.data.filter((e) => e.event_date > today)}
              empty={t`No other events in the next 7 days.`}
            />
          </section>
        </>
      )}
    </>
  );
}
